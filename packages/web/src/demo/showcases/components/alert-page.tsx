import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './alert-page.tsx?raw';

// #region types
function AlertTypes() {
  const { t } = useTranslation('demo');
  return (
    <Space orientation="vertical" className="demo-full-width">
      {(['success', 'info', 'warning', 'error'] as const).map((type) => (
        <Alert
          key={type}
          type={type}
          showIcon
          title={t(`showcase.kinds.${type}`)}
          description={t('showcase.sentence')}
        />
      ))}
    </Space>
  );
}
// #endregion

// #region closable
function ClosableAlert() {
  const { t } = useTranslation('demo');
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert
      type="warning"
      showIcon
      title={t('showcase.alertClosable')}
      closable={{ 'aria-label': t('showcase.close'), onClose: () => setShown(false) }}
    />
  ) : (
    <Button onClick={() => setShown(true)}>{t('showcase.restore')}</Button>
  );
}
// #endregion

// #region action
function AlertWithAction() {
  const { t } = useTranslation('demo');
  const [done, setDone] = useState(false);
  return (
    <Alert
      type={done ? 'success' : 'info'}
      title={done ? t('showcase.done') : t('showcase.alertPending')}
      action={
        <Button size="small" type="primary" disabled={done} onClick={() => setDone(true)}>
          {t('showcase.ok')}
        </Button>
      }
    />
  );
}
// #endregion

/** /components/alert: alert types, a closable one, one with an action. */
const examples: ShowcaseExample[] = [
  ['types', AlertTypes],
  ['closable', ClosableAlert],
  ['action', AlertWithAction],
];

export function Component() {
  return <Showcase group="demoComponents" page="alert" source={source} examples={examples} />;
}
