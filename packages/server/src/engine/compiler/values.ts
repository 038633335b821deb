import { type ConditionOp, qryLimits } from '@cubus/shared';
import { uuidPattern } from '../../lib/uuid';
import type { SqlValue } from '../engine';
import type { FieldDef } from './object-schema';
import { queryError } from './query-error';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const datetimePattern = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * One scalar checked against its field's type, as the engine should bind it; `undefined` when it
 * does not fit. Datetimes are normalised to ISO 8601 UTC so every engine reads the same instant.
 * @example scalarFor({type: 'date', …}, '2024-02-30') // undefined
 */
export function scalarFor(
  field: Pick<FieldDef, 'type' | 'enumValues'>,
  value: unknown,
): SqlValue | undefined {
  switch (field.type) {
    case 'text':
    case 'html':
      return typeof value === 'string' ? value : undefined;
    case 'enum':
    case 'tags':
      return typeof value === 'string' && (field.enumValues ?? []).includes(value) ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'uuid':
      return typeof value === 'string' && uuidPattern.test(value) ? value.toLowerCase() : undefined;
    case 'date':
      return typeof value === 'string' && isDate(value) ? value : undefined;
    case 'datetime': {
      if (typeof value !== 'string' || !datetimePattern.test(value)) return undefined;
      const time = Date.parse(value);
      const year = new Date(time).getUTCFullYear();
      return Number.isNaN(time) || year < 1 || year > 9999 ? undefined : new Date(time).toISOString();
    }
    default:
      return undefined;
  }
}

/** The values a condition binds: none, one, two (`between`) or a bounded list (`in`, `nin`). */
export function conditionValues(field: FieldDef, op: ConditionOp, value: unknown, path: string): SqlValue[] {
  const bad = (why: string) => queryError('invalid_value', path, `${field.name}: ${why}`);
  const one = (raw: unknown, at = path): SqlValue => {
    const checked = scalarFor(field, raw);
    if (checked === undefined || checked === null)
      throw queryError('invalid_value', at, `${field.name}: not a ${field.type} value`);
    return checked;
  };
  switch (op) {
    case 'null':
    case 'notnull':
      if (value !== undefined && value !== null) throw bad(`${op} takes no value`);
      return [];
    case 'in':
    case 'nin':
      if (!Array.isArray(value) || value.length === 0 || value.length > qryLimits.maxInValues)
        throw bad(`${op} takes a list of 1 to ${qryLimits.maxInValues} values`);
      return value.map((item, index) => one(item, `${path}[${index}]`));
    case 'between':
      if (!Array.isArray(value) || value.length !== 2) throw bad('between takes [from, to]');
      return [one(value[0], `${path}[0]`), one(value[1], `${path}[1]`)];
    case 'contains':
    case 'starts':
    case 'ends':
      if (field.type === 'tags') return [one(value)];
      if (typeof value !== 'string') throw bad(`${op} takes text`);
      return [value];
    default:
      return [one(value)];
  }
}

/** `%`, `_` and the escape character itself stand for themselves in a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
