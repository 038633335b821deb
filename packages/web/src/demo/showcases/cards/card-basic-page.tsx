import { Avatar, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './card-basic-page.tsx?raw';

const cover = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160"><rect width="400" height="160" fill="#312e81"/><circle cx="320" cy="40" r="70" fill="#4338ca"/><circle cx="60" cy="150" r="60" fill="#047857"/></svg>',
)}`;

// #region simple
function SimpleCard() {
  const { t } = useTranslation('demo');
  return (
    <Card title={t('cards.cardTitle')} size="small">
      <p>{t('showcase.sentence')}</p>
      <Button type="primary">{t('cards.goSomewhere')}</Button>
    </Card>
  );
}
// #endregion

// #region cover
function CoverCard() {
  const { t } = useTranslation('demo');
  return (
    <Card
      cover={<img src={cover} alt="" />}
      actions={[
        <Button key="like" type="link">
          {t('cards.like')}
        </Button>,
        <Button key="share" type="link">
          {t('extensions.share')}
        </Button>,
      ]}
    >
      <Card.Meta
        avatar={<Avatar className="demo-avatar">GH</Avatar>}
        title="Grace Hopper"
        description={t('showcase.sentence')}
      />
    </Card>
  );
}
// #endregion

// #region nested
function NestedCards() {
  const { t } = useTranslation('demo');
  return (
    <Card title={t('cards.cardTitle')} size="small">
      <Card type="inner" size="small" title={t('showcase.item', { number: 1 })}>
        {t('showcase.sentence')}
      </Card>
      <Card type="inner" size="small" title={t('showcase.item', { number: 2 })} style={{ marginTop: 12 }}>
        {t('showcase.sentence')}
      </Card>
    </Card>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['simple', SimpleCard],
  ['cover', CoverCard],
  ['nested', NestedCards],
];

/** /card/card-basic: a plain card, one with a cover and actions, cards inside a card. */
export function Component() {
  return <Showcase group="demoCards" page="basic" source={source} examples={examples} />;
}
