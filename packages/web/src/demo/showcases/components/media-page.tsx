import { Avatar, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../demo-format';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './media-page.tsx?raw';

const authors = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];

// #region objects
function MediaObjects() {
  const { t } = useTranslation('demo');
  return (
    <List
      itemLayout="horizontal"
      dataSource={authors}
      renderItem={(name) => (
        <List.Item>
          <List.Item.Meta
            avatar={<Avatar className="demo-avatar">{initialsOf(name)}</Avatar>}
            title={name}
            description={t('showcase.sentence')}
          />
        </List.Item>
      )}
    />
  );
}
// #endregion

// #region reversed
function MediaReversed() {
  const { t } = useTranslation('demo');
  return (
    <div style={{ display: 'flex', flexDirection: 'row-reverse', gap: 16, alignItems: 'center' }}>
      <Avatar shape="square" size={64} className="demo-avatar">
        {initialsOf(authors[0] ?? '')}
      </Avatar>
      <div>
        <h3 className="demo-section-title">{authors[0]}</h3>
        <p>{t('showcase.sentence')}</p>
      </div>
    </div>
  );
}
// #endregion

/** /components/media: a picture beside its text, on either side. */
const examples: ShowcaseExample[] = [
  ['objects', MediaObjects],
  ['reversed', MediaReversed],
];

export function Component() {
  return <Showcase group="demoComponents" page="media" source={source} examples={examples} />;
}
