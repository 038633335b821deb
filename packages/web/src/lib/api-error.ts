import type { ApiError, ErrorCode } from '@cubus/shared';
import { isAxiosError } from 'axios';
import { i18n } from './i18n';

/** The stable code of a failed call: the server's code, or `network` when no answer came. */
export function errorCodeOf(error: unknown): ErrorCode | 'network' | 'unknown' {
  if (!isAxiosError(error)) return 'unknown';
  if (!error.response) return 'network';
  const body = error.response.data as Partial<ApiError> | undefined;
  return body?.error?.code ?? 'unknown';
}

const weakReasons = ['too_short', 'too_long', 'personal', 'common'] as const;

/** Seconds from a 429's `Retry-After`, when the server sent a usable one. */
export function retryAfterOf(error: unknown): number | null {
  if (!isAxiosError(error) || !error.response) return null;
  const raw = error.response.headers?.['retry-after'];
  const seconds = Number(raw);
  return raw !== undefined && raw !== null && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : null;
}

function weakReasonOf(error: unknown): string | null {
  if (!isAxiosError(error)) return null;
  const details = (error.response?.data as Partial<ApiError> | undefined)?.error?.details as
    | { reason?: unknown }
    | undefined;
  const reason = details?.reason;
  return typeof reason === 'string' && (weakReasons as readonly string[]).includes(reason) ? reason : null;
}

/**
 * The message for a failed call in the user's language (`errors.<code>`); a weak password names its
 * reason and a 429 says how long to wait.
 */
export function errorMessageOf(error: unknown): string {
  const code = errorCodeOf(error);
  if (code === 'weak_password') {
    const reason = weakReasonOf(error);
    if (reason) return i18n.t(`errors.weakPassword.${reason}`);
  }
  if (code === 'too_many_requests') {
    const seconds = retryAfterOf(error);
    if (seconds !== null) return i18n.t('errors.retryAfter', { seconds });
  }
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors.unknown');
}
