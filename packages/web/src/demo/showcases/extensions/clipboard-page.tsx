import { CopyOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import { toastSuccess } from '../../../lib/toast';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './clipboard-page.tsx?raw';

// #region field
function CopyField() {
  const { t } = useTranslation('demo');
  const [text, setText] = useState(() => t('extensions.copyThis'));
  return (
    <Space.Compact className="demo-full-width">
      <Input
        aria-label={t('extensions.textToCopy')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="primary"
        icon={<CopyOutlined />}
        onClick={async () => {
          await copyText(text);
          toastSuccess(t('extensions.copied'));
        }}
      >
        {t('extensions.copy')}
      </Button>
    </Space.Compact>
  );
}
// #endregion

// #region snippets
function CopySnippets() {
  const { t } = useTranslation('demo');
  const [copied, setCopied] = useState('');
  const snippets = ['npm run build', 'SELECT * FROM sales', 'https://cubus.example/dashboard'];
  return (
    <ul className="demo-plain-list">
      {snippets.map((snippet) => (
        <li key={snippet}>
          <code>{snippet}</code>{' '}
          <Button
            size="small"
            aria-label={t('extensions.copyItem', { item: snippet })}
            onClick={async () => {
              await copyText(snippet);
              setCopied(snippet);
            }}
          >
            {copied === snippet ? t('extensions.copiedShort') : t('extensions.copy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['field', CopyField],
  ['snippets', CopySnippets],
];

/** /extensions/clipboard: copy what a field holds, or a snippet, with the console's copy helper. */
export function Component() {
  return <Showcase group="demoExtensions" page="clipboard" source={source} examples={examples} />;
}
