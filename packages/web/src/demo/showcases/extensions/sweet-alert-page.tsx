import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './sweet-alert-page.tsx?raw';

// #region kinds
function MessageDialogs() {
  const { t } = useTranslation('demo');
  // The App's modal follows the console's theme and language (static Modal.confirm would not).
  const { modal } = App.useApp();
  return (
    <Space wrap>
      {(['success', 'info', 'warning', 'error'] as const).map((kind) => (
        <Button
          key={kind}
          onClick={() =>
            modal[kind]({
              title: t(`showcase.kinds.${kind}`),
              content: t('showcase.sentence'),
              okText: t('showcase.ok'),
            })
          }
        >
          {t(`showcase.kinds.${kind}`)}
        </Button>
      ))}
    </Space>
  );
}
// #endregion

// #region confirm
function ConfirmDelete() {
  const { t } = useTranslation('demo');
  const { modal } = App.useApp();
  const [answer, setAnswer] = useState('');
  const ask = () =>
    modal.confirm({
      title: t('extensions.confirmTitle'),
      content: t('extensions.confirmText'),
      okText: t('showcase.delete'),
      okButtonProps: { danger: true },
      cancelText: t('showcase.cancel'),
      // A promise keeps the dialog open with a spinner on its button until the work is done.
      onOk: () =>
        new Promise<void>((resolve) => setTimeout(resolve, 600)).then(() =>
          setAnswer(t('extensions.deleted')),
        ),
      onCancel: () => setAnswer(t('extensions.kept')),
    });
  return (
    <Space orientation="vertical">
      <Button danger onClick={ask}>
        {t('showcase.delete')}
      </Button>
      <span aria-live="polite">{answer}</span>
    </Space>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['kinds', MessageDialogs],
  ['confirm', ConfirmDelete],
];

/** /extensions/sweet-alert: message dialogs of each kind and a confirmation that waits for its work. */
export function Component() {
  return (
    <App component={false}>
      <Showcase group="demoExtensions" page="sweet-alert" source={source} examples={examples} />
    </App>
  );
}
