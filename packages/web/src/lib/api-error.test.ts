import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, errorMessageOf, retryAfterOf } from './api-error';
import { i18n, initI18n } from './i18n';

function failure(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(`HTTP ${status}`, undefined, config, null, {
    status,
    statusText: String(status),
    data,
    headers,
    config,
  });
}

const apiError = (code: string, details?: unknown) => ({ error: { code, message: 'English text', details } });

describe('error code → message', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the message of the code in the user language', () => {
    expect(errorMessageOf(failure(409, apiError('email_taken')))).toBe('This email is already in use.');
    expect(errorMessageOf(failure(409, apiError('username_taken')))).toBe('This username is already in use.');
    expect(errorMessageOf(failure(400, apiError('invalid_invite')))).toBe(i18n.t('errors.invalid_invite'));
  });

  it('names the reason of a weak password, and falls back to the general message', () => {
    for (const reason of ['too_short', 'too_long', 'personal', 'common'])
      expect(errorMessageOf(failure(400, apiError('weak_password', { reason })))).toBe(
        i18n.t(`errors.weakPassword.${reason}`),
      );
    expect(errorMessageOf(failure(400, apiError('weak_password', { reason: 'odd' })))).toBe(
      i18n.t('errors.weak_password'),
    );
  });

  it('says how long to wait on a 429 with Retry-After', () => {
    const throttled = failure(429, apiError('too_many_requests'), { 'retry-after': '17' });
    expect(retryAfterOf(throttled)).toBe(17);
    expect(errorMessageOf(throttled)).toBe('Too many attempts. Try again in 17 s.');
    expect(errorMessageOf(failure(429, apiError('too_many_requests')))).toBe(
      i18n.t('errors.too_many_requests'),
    );
  });

  it('says how many cells a refused pivot would have had, against the limit, and what to do', async () => {
    const refused = failure(400, apiError('pivot_too_large', { estimate: 2_184_000, limit: 1_000_000 }));
    expect(errorMessageOf(refused)).toBe(
      'This layout would show about 2,184,000 cells, more than the 1,000,000 allowed. Filter it, or collapse levels (drill up, turn off Expand all).',
    );
    await i18n.changeLanguage('de');
    expect(errorMessageOf(refused)).toContain('2.184.000 Zellen');
    await i18n.changeLanguage('en');
    expect(errorMessageOf(failure(400, apiError('pivot_too_large')))).toBe(i18n.t('errors.pivot_too_large'));
  });

  it('tells a network failure and an unknown answer apart', () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    expect(errorCodeOf(new AxiosError('down', 'ERR_NETWORK', config))).toBe('network');
    expect(errorCodeOf(failure(500, 'oops'))).toBe('unknown');
    expect(errorMessageOf(new Error('x'))).toBe(i18n.t('errors.unknown'));
  });
});
