import { describe, expect, it } from 'vitest';
import { schemaText, typeText } from './schema-text';

describe('schemaText', () => {
  it('writes an object with its required and optional fields and their limits', () => {
    const text = typeText({
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string', maxLength: 100 },
        rows: { type: 'array', items: { type: 'integer', minimum: 0 } },
      },
      required: ['id', 'rows'],
    });
    expect(text).toBe('{\n  id: string (uuid)\n  name?: string (≤ 100 chars)\n  rows: integer (≥ 0)[]\n}');
  });

  it('writes unions, enums, constants, records and bytes', () => {
    expect(typeText({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeText({ enum: ['csv', 'xlsx'] })).toBe('"csv" | "xlsx"');
    expect(typeText({ const: 'select' })).toBe('"select"');
    expect(typeText({ type: 'object', additionalProperties: { type: 'number' } })).toBe(
      '{ [key: string]: number }',
    );
    expect(typeText({ type: 'string', contentMediaType: 'text/csv' })).toBe('bytes (text/csv)');
    expect(typeText({})).toBe('any');
  });

  it('names a shared part where it is used and writes it out once after', () => {
    const text = schemaText({
      type: 'object',
      properties: { filter: { $ref: '#/$defs/FilterNode' } },
      required: ['filter'],
      $defs: {
        FilterNode: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/$defs/FilterNode' } } },
        },
      },
    });
    expect(text).toBe('{\n  filter: FilterNode\n}\n\nFilterNode = {\n  children?: FilterNode[]\n}');
  });
});
