import { useTranslation } from 'react-i18next';
import type { JobRun } from '../../lib/jobs-client';

/** A run's messages in order, each with its time; an error one marked `is-error` for the kind's style. */
export function RunMessages({ run, className }: { run: Pick<JobRun, 'messages'>; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <ol className={className}>
      {(run.messages ?? []).map((message) => (
        <li
          key={`${message.at}-${message.text}`}
          className={message.level === 'error' ? 'is-error' : undefined}
        >
          <time dateTime={message.at}>{new Date(message.at).toLocaleTimeString(i18n.language)}</time>{' '}
          {message.text}
        </li>
      ))}
    </ol>
  );
}

/** Why a run failed, in the user's language (the server's text where the code has none). */
export function RunError({ run }: { run: Pick<JobRun, 'errorCode' | 'error'> }) {
  const { t } = useTranslation();
  if (!run.errorCode) return null;
  return (
    <p className="is-error">{t(`errors.${run.errorCode}`, { defaultValue: run.error ?? run.errorCode })}</p>
  );
}
