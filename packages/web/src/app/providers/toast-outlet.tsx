import { message } from 'antd';
import { useEffect } from 'react';
import { AntdTheme } from '../../components/antd-theme';
import { TOAST_DURATION_MS } from '../../lib/constants';
import { onToast } from '../../lib/toast';

/** antd messages: 3 s, no progress bar, no close button (SPEC §9), in the console's antd theme. */
export function ToastOutlet() {
  const [api, holder] = message.useMessage({ duration: TOAST_DURATION_MS / 1000, maxCount: 3 });
  useEffect(() => {
    onToast((toast) => void api.open({ type: toast.kind, content: toast.text }));
    return () => onToast(null);
  }, [api]);
  return <AntdTheme>{holder}</AntdTheme>;
}
