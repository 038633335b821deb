import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { i18n, initI18n } from '../../lib/i18n';
import { failedRowsText } from './grid-failure';

function answered(status: number, code: string): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const data = { error: { code, message: 'English text' } };
  return new AxiosError(`HTTP ${status}`, undefined, config, null, {
    status,
    statusText: String(status),
    data,
    headers: { 'retry-after': '5' },
    config,
  });
}

describe('the grid status of rows that could not be loaded', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadConsoleStrings('en');
    await loadConsoleStrings('ru');
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('says why when the server said: a warehouse that does not answer', async () => {
    const down = answered(503, 'warehouse_unavailable');
    expect(failedRowsText(down)).toBe(
      'The rows could not be loaded: The data warehouse is not answering right now. Try again in a moment; if it goes on, tell your administrator.',
    );
    await i18n.changeLanguage('ru');
    expect(failedRowsText(down)).toBe(
      `Не удалось загрузить строки: ${i18n.t('errors.warehouse_unavailable')}`,
    );
  });

  it('asks for a refresh when nothing explains the failure', async () => {
    await i18n.changeLanguage('en');
    expect(failedRowsText(new Error('render failed'))).toBe(
      'The rows could not be loaded. Refresh to try again.',
    );
    expect(failedRowsText(answered(500, 'something_new'))).not.toContain('{{');
  });
});
