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
    expect(formatValue('editor', { type: 'enum', valueTitles: 'roles' }, 'en', i18n.t)).toBe('Editor');
    await i18n.changeLanguage('de');
    expect(formatValue('suspended', { type: 'enum', valueTitles: 'domains.statuses' }, 'de', i18n.t)).toBe(
      'Ausgesetzt',
    );
    await i18n.changeLanguage('en');
  });

  it('shows as it is without valueTitles, or when the value has no name', () => {
    expect(formatValue('editor', { type: 'enum' }, 'en', i18n.t)).toBe('editor');
    expect(valueTitle(i18n.t, 'unheard-of', 'roles')).toBe('unheard-of');
  });
});

describe('a number with a unit', () => {
  it('says a size in bytes and a count in the user’s language; a plain integer stays as it is', () => {
    expect(formatValue(262_144, { type: 'integer', unit: 'bytes' }, 'en', i18n.t)).toBe('256 kB');
    expect(formatValue(1_572_864, { type: 'integer', unit: 'bytes' }, 'de', i18n.t)).toBe('1,5 MB');
    expect(formatValue(2880, { type: 'integer', unit: 'count' }, 'en', i18n.t)).toBe('2,880');
    expect(formatValue(2880, { type: 'integer', unit: 'count' }, 'fr', i18n.t)).toBe('2\u202f880');
    expect(formatValue(2024, { type: 'integer' }, 'en', i18n.t)).toBe('2024');
  });
});
