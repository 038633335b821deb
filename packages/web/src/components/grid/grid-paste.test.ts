import type { FieldInfo, QryRow } from '@cubus/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { cellText, parseCell, planPaste } from './grid-paste';

const t = ((key: string, options?: { defaultValue?: string }) =>
  ({ 'grid.yes': 'Ja', 'grid.no': 'Nein', 'state.open': 'Offen' })[key] ??
  options?.defaultValue ??
  key) as TFunction;

const field = (name: string, type: FieldInfo['type'], more: Partial<FieldInfo> = {}): FieldInfo => ({
  name,
  type,
  title: name,
  filterable: true,
  sortable: true,
  editable: true,
  required: false,
  searchable: false,
  ...more,
});

describe('a pasted cell, typed per field', () => {
  it('reads numbers in the user’s language, and refuses a fraction for a whole number', () => {
    expect(parseCell('1,5', field('n', 'number'), 'de', t)).toEqual({ value: 1.5 });
    expect(parseCell('1.5', field('n', 'number'), 'en', t)).toEqual({ value: 1.5 });
    expect(parseCell('abc', field('n', 'number'), 'en', t)).toEqual({ error: 'not_a_number' });
    expect(parseCell('2.5', field('n', 'integer'), 'en', t)).toEqual({ error: 'not_an_integer' });
  });

  it('reads dates, yes and no in words or as true/false, and list values by code or title', () => {
    expect(parseCell('2026-02-28', field('d', 'date'), 'en', t)).toEqual({ value: '2026-02-28' });
    expect(parseCell('2026-02-30', field('d', 'date'), 'en', t)).toEqual({ error: 'not_a_date' });
    expect(parseCell('ja', field('b', 'boolean'), 'de', t)).toEqual({ value: true });
    expect(parseCell('FALSE', field('b', 'boolean'), 'de', t)).toEqual({ value: false });
    expect(parseCell('maybe', field('b', 'boolean'), 'de', t)).toEqual({ error: 'not_yes_or_no' });
    const state = field('s', 'enum', { enumValues: ['open', 'done'], valueTitles: 'state' });
    expect(parseCell('Offen', state, 'de', t)).toEqual({ value: 'open' });
    expect(parseCell('done', state, 'de', t)).toEqual({ value: 'done' });
    expect(parseCell('later', state, 'de', t)).toEqual({ error: 'not_in_list' });
  });

  it('clears on an empty text unless the field is required', () => {
    expect(parseCell(' ', field('x', 'text'), 'en', t)).toEqual({ value: null });
    expect(parseCell('', field('x', 'text', { required: true }), 'en', t)).toEqual({ error: 'required' });
  });

  it('copies what it reads back', () => {
    expect(cellText(1234.5, field('n', 'number'), 'de', t)).toBe('1234,5');
    expect(parseCell(cellText(1234.5, field('n', 'number'), 'de', t), field('n', 'number'), 'de', t)).toEqual(
      {
        value: 1234.5,
      },
    );
    expect(cellText(true, field('b', 'boolean'), 'de', t)).toBe('Ja');
  });
});

describe('a paste plan', () => {
  const fields = [field('title', 'text'), field('owner', 'text', { editable: false }), field('due', 'date')];
  const rows: QryRow[] = [
    { id: 1, title: 'a', owner: 'x', due: null },
    { id: 2, title: 'b', owner: 'y', due: '2026-01-01' },
  ];
  const plan = (block: string[][], left: number, fill: { rows: number; columns: number } | null = null) =>
    planPaste({
      block,
      top: 0,
      left,
      fill,
      rowAt: (i) => rows[i],
      rowCount: rows.length,
      fields: fields.map((f) => f.name),
      fieldOf: (name) => fields.find((f) => f.name === name),
      editable: (_row, name) => fields.find((f) => f.name === name)?.editable ?? false,
      language: 'en',
      t,
    });

  it('writes each row’s values and keeps the ones they replace', () => {
    expect(plan([['A'], ['B']], 0)).toEqual({
      rows: [
        { row: rows[0], values: { title: 'A' }, before: { title: 'a' } },
        { row: rows[1], values: { title: 'B' }, before: { title: 'b' } },
      ],
      problems: [],
    });
  });

  it('names every refused cell with its code', () => {
    expect(
      plan(
        [
          ['A', 'me', 'soon'],
          ['B', '', '2026-03-01'],
          ['C', '', ''],
        ],
        0,
      ).problems,
    ).toEqual([
      { row: 1, field: 'owner', text: 'me', code: 'not_editable' },
      { row: 1, field: 'due', text: 'soon', code: 'not_a_date' },
      { row: 2, field: 'owner', text: '', code: 'not_editable' },
      { row: 3, field: 'title', text: 'C', code: 'beyond_rows' },
      { row: 3, field: 'owner', text: '', code: 'beyond_rows' },
      { row: 3, field: 'due', text: '', code: 'beyond_rows' },
    ]);
    expect(plan([['2026-05-05', 'y']], 2).problems.map((p) => p.code)).toEqual(['beyond_columns']);
  });

  it('fills a picked range with one value', () => {
    expect(plan([['Z']], 0, { rows: 2, columns: 1 }).rows.map((r) => r.values)).toEqual([
      { title: 'Z' },
      { title: 'Z' },
    ]);
  });
});
