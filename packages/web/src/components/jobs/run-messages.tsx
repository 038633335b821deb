import type { RunMessage } from '@cubus/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '../../lib/jobs-client';
import { stepName } from '../procedure-args/procedure-in-language';

/**
 * A line of a run's log in the user's language: its key's words with its values in place (counts
 * formatted by the words, `time` as a date and time, an error `code` as its message, a built-in
 * procedure's step by its name there), or the server's English words for a line written before keys.
 */
export function runMessageText(message: RunMessage, t: TFunction, language: string): string {
  if (!message.key) return message.text;
  const values: Record<string, string | number> = { ...message.values };
  if (typeof values.time === 'string')
    values.time = new Date(values.time).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  // An untitled step of a built-in procedure: named as the console names the built-in.
  if (values.builtin !== undefined)
    values.step = stepName(t, {
      title: String(values.step),
      builtin: values.builtin,
      number: Number(values.number),
    });
  if (typeof values.code === 'string')
    values.reason = t(`errors.${values.code}`, { defaultValue: String(values.message ?? values.code) });
  return t(`runMessages.${message.key}`, { ...values, defaultValue: message.text });
}

/** A run's messages in order, each with its time; an error one marked `is-error` for the kind's style. */
export function RunMessages({ run, className }: { run: Pick<JobRun, 'messages'>; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={className}>
      {(run.messages ?? []).map((message) => (
        <li
          key={`${message.at}-${message.text}`}
          className={message.level === 'error' ? 'is-error' : undefined}
        >
          <time dateTime={message.at}>{new Date(message.at).toLocaleTimeString(i18n.language)}</time>{' '}
          {runMessageText(message, t, i18n.language)}
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
