import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../lib/toast';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './toasts-page.tsx?raw';

// #region console
function ConsoleToasts() {
  const { t } = useTranslation('demo');
  // The console's own toasts (SPEC §9): three seconds, at most three at once.
  return (
    <Space wrap>
      <Button type="primary" onClick={() => toastSuccess(t('showcase.toastSaved'))}>
        {t('showcase.kinds.success')}
      </Button>
      <Button danger onClick={() => toastError(t('showcase.toastFailed'))}>
        {t('showcase.kinds.error')}
      </Button>
    </Space>
  );
}
// #endregion

/** /components/toasts: the console's success and error toasts. */
const examples: ShowcaseExample[] = [['console', ConsoleToasts]];

export function Component() {
  return <Showcase group="demoComponents" page="toasts" source={source} examples={examples} />;
}
