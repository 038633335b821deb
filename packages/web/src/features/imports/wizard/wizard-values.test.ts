import { describe, expect, it } from 'vitest';
import {
  defaultMapping,
  discoveredOf,
  guessFormat,
  guessType,
  mappingOf,
  mappingProblems,
  retyped,
  toIdentifier,
} from './wizard-values';

describe('import wizard values', () => {
  it('guesses the format from the file name', () => {
    expect(guessFormat('Sales 2024.TSV')).toBe('tsv');
    expect(guessFormat('book.xlsx')).toBe('xlsx');
    expect(guessFormat('events.jsonl')).toBe('ndjson');
    expect(guessFormat('data')).toBe('csv');
  });

  it('makes safe, distinct column names', () => {
    const taken = new Set<string>();
    expect(toIdentifier('Unit Price (€)', taken)).toBe('unit_price');
    expect(toIdentifier('unit price', taken)).toBe('unit_price_2');
    expect(toIdentifier('2024', taken)).toBe('c_2024');
    expect(toIdentifier('Café', taken)).toBe('cafe');
    expect(toIdentifier('***', taken)).toBe('column');
  });

  it('guesses the narrowest type every value fits', () => {
    expect(guessType(['1', '-20', '', null])).toBe('integer');
    expect(guessType(['1', '3000000000'])).toBe('bigint');
    expect(guessType(['1.5', '2', '-3e2'])).toBe('double');
    expect(guessType(['TRUE', 'false'])).toBe('boolean');
    expect(guessType(['2024-01-31'])).toBe('date');
    expect(guessType(['2024-01-31 10:00:00', '2024-02-01T08:30Z'])).toBe('timestamp');
    expect(guessType(['1', 'x'])).toBe('text');
    expect(guessType([])).toBe('text');
  });

  it('guesses numbers and dates as the file writes them: a decimal comma, the day or month first', () => {
    const german = { decimal: ',', dates: 'dmy' } as const;
    expect(guessType(['1.234,50', '-12,05', '7'], german)).toBe('double');
    expect(guessType(['1 234,5'], german)).toBe('double');
    // Digits grouped other than by threes are no number, as the server reads them.
    expect(guessType(['12.34.5'], german)).toBe('text');
    expect(guessType(['1.5'], { decimal: ',' })).toBe('text');
    expect(guessType(['31.12.2024', '1.2.2025'], german)).toBe('date');
    expect(guessType(['31.12.2024 10:30', '01.02.2025'], german)).toBe('timestamp');
    expect(guessType(['12/31/2024'], { dates: 'mdy' })).toBe('date');
    expect(guessType(['2024-12-31'], german)).toBe('text');
  });

  it('guesses the types again as the file writes numbers and dates, keeping what goes where', () => {
    const discovered = {
      columns: ['Betrag', 'Datum', 'Menge'],
      samples: { Betrag: ['1.234,50', '-12,05'], Datum: ['31.12.2024'], Menge: ['3'] },
      types: {},
    };
    const read = defaultMapping(discovered, null);
    expect(read.map((line) => line.type)).toEqual(['text', 'text', 'integer']);
    const edited = read.map((line, index) =>
      index === 2 ? { ...line, include: false, target: 'qty' } : line,
    );
    expect(retyped(edited, discovered, { decimal: ',', dates: 'dmy' })).toEqual([
      { source: 'Betrag', include: true, target: 'Betrag', type: 'double' },
      { source: 'Datum', include: true, target: 'Datum', type: 'date' },
      { source: 'Menge', include: false, target: 'qty', type: 'integer' },
    ]);
  });

  it('reads the names from the first row when the header was read as data', () => {
    const preview = {
      columns: [{ name: 'column0' }, { name: 'column1' }],
      rows: [
        { values: { column0: 'Order id', column1: 'Amount' } },
        { values: { column0: '1', column1: '9.5' } },
      ],
    };
    expect(discoveredOf(preview, true)).toEqual({
      columns: ['Order id', 'Amount'],
      samples: { 'Order id': ['1'], Amount: ['9.5'] },
      types: {},
    });
    expect(discoveredOf(preview, false).columns).toEqual(['column0', 'column1']);
  });

  it("keeps a typed file's own types, and guesses only for its text columns", () => {
    const preview = {
      columns: [
        { name: 'id', type: 'bigint' as const },
        { name: 'code', type: 'text' as const },
      ],
      rows: [{ values: { id: 1, code: '12' } }],
    };
    const discovered = discoveredOf(preview, false);
    expect(discovered.types).toEqual({ id: 'bigint' });
    expect(defaultMapping(discovered, null).map((line) => line.type)).toEqual(['bigint', 'integer']);
  });

  it('maps into a new table with guessed types, or an existing one by name', () => {
    const discovered = {
      columns: ['Order id', 'Amount', 'note'],
      samples: { 'Order id': ['1'], Amount: ['9.5'], note: ['x'] },
      types: {},
    };
    const fresh = defaultMapping(discovered, null);
    expect(fresh).toEqual([
      { source: 'Order id', include: true, target: 'order_id', type: 'integer' },
      { source: 'Amount', include: true, target: 'Amount', type: 'double' },
      { source: 'note', include: true, target: 'note', type: 'text' },
    ]);
    expect(mappingOf(fresh, true)[0]).toEqual({ source: 'Order id', target: 'order_id', type: 'integer' });
    const existing = defaultMapping(discovered, [
      { name: 'amount', type: 'decimal', nullable: true },
      { name: 'NOTE', type: 'text', nullable: true },
    ]);
    expect(existing.map((line) => [line.include, line.target])).toEqual([
      [false, ''],
      [true, 'amount'],
      [true, 'NOTE'],
    ]);
    expect(mappingOf(existing, false)).toEqual([
      { source: 'Amount', target: 'amount' },
      { source: 'note', target: 'NOTE' },
    ]);
  });

  it('finds targets that are bad or fed twice', () => {
    const problems = mappingProblems([
      { source: 'a', include: true, target: 'x', type: 'text' },
      { source: 'b', include: true, target: 'X', type: 'text' },
      { source: 'c', include: true, target: '1bad', type: 'text' },
      { source: 'd', include: false, target: '', type: 'text' },
    ]);
    expect([...problems]).toEqual([
      [1, 'twice'],
      [2, 'target'],
    ]);
  });
});
