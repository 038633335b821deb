import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { i18n, initI18n } from '../../lib/i18n';
import { declaredOf, declaredOfColumn, isCount, typeLabel } from './measure-types';

describe('a measure’s declared type', () => {
  beforeAll(async () => {
    await initI18n('en');
    await Promise.all([loadConsoleStrings('en'), loadConsoleStrings('de')]);
  });

  it('is money by default: decimal(18, 2); a decimal keeps its digits, the others have none', () => {
    expect(declaredOf()).toEqual({ type: 'decimal', precision: 18, scale: 2 });
    expect(declaredOf({ type: 'decimal', precision: 10, scale: 4 })).toEqual({
      type: 'decimal',
      precision: 10,
      scale: 4,
    });
    expect(declaredOf({ type: 'integer', precision: 10 })).toEqual({ type: 'integer' });
  });

  it('follows its column: whole numbers, doubles, and a data table’s DECIMAL(18, 4)', () => {
    expect(declaredOfColumn('bigint')).toEqual({ type: 'integer' });
    expect(declaredOfColumn('double')).toEqual({ type: 'float' });
    expect(declaredOfColumn('decimal')).toEqual({ type: 'decimal', precision: 18, scale: 4 });
    expect([isCount('count'), isCount('countd'), isCount('avg')]).toEqual([true, true, false]);
  });

  it('reads in the user’s language', async () => {
    expect(typeLabel(i18n.t, { type: 'decimal', precision: 18, scale: 2 })).toBe('Decimal (18, 2)');
    await i18n.changeLanguage('de');
    expect(typeLabel(i18n.t, { type: 'integer' })).toBe('Ganzzahl');
    await i18n.changeLanguage('en');
  });
});
