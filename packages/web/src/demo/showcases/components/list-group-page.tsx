import { Badge, Button, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './list-group-page.tsx?raw';

// #region basic
function BasicList() {
  const { t } = useTranslation('demo');
  return (
    <List
      bordered
      dataSource={[1, 2, 3, 4]}
      renderItem={(number) => (
        <List.Item extra={<Badge count={number * 3} color="#4338ca" />}>
          {t('showcase.item', { number })}
        </List.Item>
      )}
    />
  );
}
// #endregion

// #region actionable
function ActionableList() {
  const { t } = useTranslation('demo');
  const [active, setActive] = useState(1);
  return (
    <List
      bordered
      dataSource={[1, 2, 3]}
      renderItem={(number) => (
        <List.Item>
          <Button
            type={active === number ? 'primary' : 'text'}
            block
            aria-pressed={active === number}
            onClick={() => setActive(number)}
          >
            {t('showcase.item', { number })}
          </Button>
        </List.Item>
      )}
    />
  );
}
// #endregion

/** /components/list-group: a bordered list with counts, and one whose items are chosen. */
const examples: ShowcaseExample[] = [
  ['basic', BasicList],
  ['actionable', ActionableList],
];

export function Component() {
  return <Showcase group="demoComponents" page="list-group" source={source} examples={examples} />;
}
