import { beforeAll, describe, expect, it } from 'vitest';
import { consoleStringsReady } from '../../lib/console-strings';
import { i18n, initI18n } from '../../lib/i18n';
import { formatValue, valueTitle } from './cell-value';

describe('an enum value in a cell', () => {
  beforeAll(async () => {
    await initI18n('en');
    await consoleStringsReady('de');
  });

  it('is named in the user’s language from the field’s valueTitles', async () => {
    expect(formatValue('editor', 'enum', 'en', i18n.t, 'roles')).toBe('Editor');
    await i18n.changeLanguage('de');
    expect(formatValue('suspended', 'enum', 'de', i18n.t, 'domains.statuses')).toBe('Ausgesetzt');
    await i18n.changeLanguage('en');
  });

  it('shows as it is without valueTitles, or when the value has no name', () => {
    expect(formatValue('editor', 'enum', 'en', i18n.t)).toBe('editor');
    expect(valueTitle(i18n.t, 'unheard-of', 'roles')).toBe('unheard-of');
  });
});
