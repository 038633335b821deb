import { InboxOutlined, PauseOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { FileAnswer } from '@cubus/shared';
import { Alert, Button, Progress, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api-error';
import { UploadDriver, type UploadSnapshot } from './upload-driver';
import { uploadOptions } from './upload-transport';

const accept = '.csv,.tsv,.tab,.txt,.xlsx,.parquet,.json,.ndjson,.jsonl';

/**
 * Drop a file or pick one; it goes up in resumable chunks with a progress bar, Pause, Resume and
 * Cancel. The same file picked again after a reload continues where it stopped.
 */
export function FileUpload({ onUploaded }: { onUploaded: (file: FileAnswer) => void }) {
  const { t, i18n } = useTranslation();
  const [driver, setDriver] = useState<UploadDriver | null>(null);
  const [state, setState] = useState<UploadSnapshot | null>(null);
  const [name, setName] = useState('');

  useEffect(() => {
    if (!driver) return;
    const unsubscribe = driver.subscribe((next) => {
      setState(next);
      if (next.status === 'done' && next.file) onUploaded(next.file);
    });
    // A remount (StrictMode) finds it paused by the cleanup below.
    void (driver.state.status === 'paused' ? driver.resume() : driver.start());
    return () => {
      unsubscribe();
      // Leaving the wizard mid-upload pauses it: the same file resumes later.
      driver.pause();
    };
  }, [driver, onUploaded]);

  const choose = (file: File) => {
    setName(file.name);
    setDriver(new UploadDriver(file, uploadOptions));
    return false;
  };
  const status = state?.status ?? 'idle';
  const busy = status === 'hashing' || status === 'uploading' || status === 'paused';
  const percent = state && state.size > 0 ? Math.floor((state.sent / state.size) * 100) : 0;
  const bytes = (n: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n / 1048576);
  return (
    <div className="file-upload">
      <Upload.Dragger
        accept={accept}
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={choose}
        aria-label={t('imports.upload.drop')}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('imports.upload.drop')}</p>
        <p className="ant-upload-hint">{t('imports.upload.hint')}</p>
      </Upload.Dragger>
      {state && (
        <section className="file-upload__state" aria-label={t('imports.upload.progressOf', { name })}>
          <div className="file-upload__name">
            {name} · <span data-testid="upload-status">{t(`imports.upload.status.${status}`)}</span>
          </div>
          <Progress
            percent={percent}
            status={status === 'failed' ? 'exception' : status === 'done' ? 'success' : 'active'}
            aria-label={t('imports.upload.progressOf', { name })}
          />
          <div className="file-upload__bytes" aria-live="polite">
            {t('imports.upload.sent', { sent: bytes(state.sent), size: bytes(state.size) })}
          </div>
          <Space wrap>
            {status === 'uploading' || status === 'hashing' ? (
              <Button icon={<PauseOutlined aria-hidden />} onClick={() => driver?.pause()}>
                {t('imports.upload.pause')}
              </Button>
            ) : null}
            {status === 'paused' || status === 'failed' ? (
              <Button
                icon={<PlayCircleOutlined aria-hidden />}
                onClick={() => void (status === 'paused' ? driver?.resume() : driver?.start())}
              >
                {t('imports.upload.resume')}
              </Button>
            ) : null}
            {busy || status === 'failed' ? (
              <Button danger icon={<StopOutlined aria-hidden />} onClick={() => void driver?.cancel()}>
                {t('imports.upload.cancel')}
              </Button>
            ) : null}
          </Space>
          {status === 'failed' && <Alert type="error" showIcon title={errorMessageOf(state.error)} />}
        </section>
      )}
    </div>
  );
}
