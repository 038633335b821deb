import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';

/** The ten recovery codes, shown once: copy or download them now. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toastSuccess(t('common.copied'));
    } catch {
      // No clipboard: the codes stay on screen and can be downloaded.
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'cubus-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-codes-title" data-testid="recovery-codes-panel">
      <h3 id="recovery-codes-title">{t('account.twoFactor.codesTitle')}</h3>
      <Alert type="warning" showIcon title={t('account.twoFactor.codesOnce')} />
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Space wrap>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('common.copy')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          {t('account.twoFactor.download')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('account.twoFactor.savedCodes')}
        </Button>
      </Space>
    </section>
  );
}
