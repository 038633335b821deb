import type { ApiError, ErrorCode } from '@cubus/shared';
import type { AxiosError } from 'axios';
import { i18n } from './i18n';

/**
 * axios's own `isAxiosError` test (the flag every AxiosError carries), without importing axios:
 * the sign-in pages read their errors before, and without, loading the API client.
 */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

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

/** The `details` of a failed call's error body, when it has them. */
function detailsOf(error: unknown): Record<string, unknown> | undefined {
  if (!isAxiosError(error)) return undefined;
  const details = (error.response?.data as Partial<ApiError> | undefined)?.error?.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined;
}

function weakReasonOf(error: unknown): string | null {
  const reason = detailsOf(error)?.reason;
  return typeof reason === 'string' && (weakReasons as readonly string[]).includes(reason) ? reason : null;
}

/** A refused pivot's estimate and limit, in the user's numbers (`pivot_too_large` details). */
function pivotSizeOf(error: unknown): { estimate: string; limit: string } | null {
  const { estimate, limit } = detailsOf(error) ?? {};
  if (typeof estimate !== 'number' || typeof limit !== 'number') return null;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return { estimate: number(estimate), limit: number(limit) };
}

/**
 * The message for a failed call in the user's language (`errors.<code>`); a weak password names its
 * reason, a 429 says how long to wait, a pivot too large its estimated cells and the limit.
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
  if (code === 'pivot_too_large') {
    const size = pivotSizeOf(error);
    if (size) return i18n.t('errors.pivotTooLarge', size);
  }
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors.unknown');
}
