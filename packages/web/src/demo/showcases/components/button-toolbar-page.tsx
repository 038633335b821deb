import { BoldOutlined, ItalicOutlined, UnderlineOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './button-toolbar-page.tsx?raw';

// #region toolbar
function FormatToolbar() {
  const { t } = useTranslation('demo');
  const [marks, setMarks] = useState<string[]>([]);
  const toggle = (mark: string) =>
    setMarks((current) => (current.includes(mark) ? current.filter((m) => m !== mark) : [...current, mark]));
  const marksOf = { bold: <BoldOutlined />, italic: <ItalicOutlined />, underline: <UnderlineOutlined /> };
  return (
    <div role="toolbar" aria-label={t('showcase.examples.toolbar')}>
      <Space wrap>
        <Space.Compact>
          {Object.entries(marksOf).map(([mark, icon]) => (
            <Button
              key={mark}
              icon={icon}
              type={marks.includes(mark) ? 'primary' : 'default'}
              aria-pressed={marks.includes(mark)}
              aria-label={t(`showcase.marks.${mark}`)}
              onClick={() => toggle(mark)}
            />
          ))}
        </Space.Compact>
        <Space.Compact>
          <Button>{t('showcase.undo')}</Button>
          <Button>{t('showcase.redo')}</Button>
        </Space.Compact>
        <Input.Search
          aria-label={t('showcase.search')}
          placeholder={t('showcase.search')}
          style={{ width: 180 }}
        />
      </Space>
    </div>
  );
}
// #endregion

/** /components/button-toolbar: groups of buttons and a search field in one toolbar. */
const examples: ShowcaseExample[] = [['toolbar', FormatToolbar]];

export function Component() {
  return <Showcase group="demoComponents" page="button-toolbar" source={source} examples={examples} />;
}
