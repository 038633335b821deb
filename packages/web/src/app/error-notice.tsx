import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The recoverable error panel: a chunk that did not load, or anything else that stopped a page. */
export function ErrorNotice({
  chunk,
  busy = false,
  onRetry,
}: {
  chunk: boolean;
  busy?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="route-error" role="alert" data-testid="route-error">
      <WarningOutlined className="route-error__icon" aria-hidden />
      <h1 className="route-error__title">{t(chunk ? 'pages.chunkError.title' : 'pages.unexpected.title')}</h1>
      <p>{t(chunk ? 'pages.chunkError.message' : 'pages.unexpected.message')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {t('pages.chunkError.retry')}
      </button>
    </div>
  );
}
