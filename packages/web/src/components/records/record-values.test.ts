import type { FieldInfo } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { fieldError, recordPageUrl, validate, valuesToSend } from './record-values';

const field = (name: string, type: FieldInfo['type'], extra: Partial<FieldInfo> = {}): FieldInfo => ({
  name,
  type,
  title: name,
  filterable: true,
  sortable: true,
  editable: true,
  required: false,
  searchable: false,
  ...extra,
});

describe('record values', () => {
  it('checks required fields and types', () => {
    expect(fieldError(field('t', 'text', { required: true }), '')).toBe('records.errors.required');
    expect(fieldError(field('n', 'integer'), 1.5)).toBe('records.errors.integer');
    expect(fieldError(field('d', 'date'), '2026-13-45')).toBe('records.errors.date');
    expect(fieldError(field('d', 'date'), '2026-11-23')).toBeNull();
    expect(fieldError(field('g', 'tags', { enumValues: ['a'] }), ['a', 'b'])).toBe('records.errors.choice');
    expect(validate([field('t', 'text', { required: true }), field('n', 'number')], { n: 'x' })).toEqual({
      t: 'records.errors.required',
      n: 'records.errors.number',
    });
  });

  it('sends filled fields on create and only changed ones on update', () => {
    const fields = [field('title', 'text'), field('rows', 'integer'), field('note', 'text')];
    expect(valuesToSend(fields, { title: 'A', rows: '3', note: '' }, null)).toEqual({ title: 'A', rows: 3 });
    expect(
      valuesToSend(fields, { title: 'A', rows: 4, note: '' }, { title: 'A', rows: 3, note: null }),
    ).toEqual({ rows: 4 });
  });

  it('treats an emptied text as unchanged from an empty one, and never sends null for text', () => {
    const fields = [field('rows', 'integer'), field('note', 'html')];
    expect(valuesToSend(fields, { rows: 3, note: null }, { rows: 3, note: '' })).toEqual({});
    expect(valuesToSend(fields, { rows: '', note: '' }, { rows: 3, note: 'x' })).toEqual({
      rows: null,
      note: '',
    });
  });

  it('builds the record page address', () => {
    expect(recordPageUrl('table:1', 'a b', 'http://x')).toBe('http://x/cubus/recordpage/table%3A1/a%20b');
  });
});
