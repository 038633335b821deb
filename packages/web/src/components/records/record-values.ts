import type { FieldInfo, QryRow, SchemaAnswer } from '@cubus/shared';

export type FieldErrors = Record<string, string>;

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The i18n key of what is wrong with one value, or null. */
export function fieldError(field: FieldInfo, value: unknown): string | null {
  if (empty(value)) return field.required ? 'records.errors.required' : null;
  switch (field.type) {
    case 'integer':
      return Number.isInteger(typeof value === 'number' ? value : Number(value))
        ? null
        : 'records.errors.integer';
    case 'number':
      return Number.isFinite(typeof value === 'number' ? value : Number(value))
        ? null
        : 'records.errors.number';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) && !Number.isNaN(Date.parse(String(value)))
        ? null
        : 'records.errors.date';
    case 'datetime':
      return Number.isNaN(Date.parse(String(value))) ? 'records.errors.date' : null;
    case 'enum':
      return field.enumValues && !field.enumValues.includes(String(value)) ? 'records.errors.choice' : null;
    case 'tags':
      return Array.isArray(value) &&
        value.every((tag) => !field.enumValues || field.enumValues.includes(String(tag)))
        ? null
        : 'records.errors.choice';
    default:
      return null;
  }
}

/** Fields the user may set: editable ones, when the object allows the op. */
export function writableFields(schema: SchemaAnswer, mode: 'create' | 'update'): FieldInfo[] {
  // An internal field (an id, a JSON structure) is set by its screen's own editor, not typed in.
  return schema.ops.includes(mode) ? schema.fields.filter((field) => field.editable && !field.internal) : [];
}

/** Errors of the writable fields, keyed by field name (i18n keys). */
export function validate(fields: FieldInfo[], values: QryRow): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/**
 * What to send: on create the filled writable fields, on update only those changed since `base`.
 * Numbers typed as text become numbers.
 */
export function valuesToSend(
  fields: FieldInfo[],
  values: QryRow,
  base: QryRow | null,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // An emptied field reads as null; text stays text, since its column may not take null.
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(a === '' ? null : (a ?? null)) === JSON.stringify(b === '' ? null : (b ?? null));
  for (const field of fields) {
    let value = values[field.name];
    if ((field.type === 'number' || field.type === 'integer') && typeof value === 'string' && value !== '')
      value = Number(value);
    const textual = field.type === 'text' || field.type === 'html';
    if (value === '' && !textual) value = null;
    if (base === null) {
      if (!empty(value)) out[field.name] = value;
    } else if (!same(value, base[field.name])) out[field.name] = value ?? (textual ? '' : null);
  }
  return out;
}

/** The record page's address, for "Get Link". */
export function recordPageUrl(object: string, id: string | number, origin = window.location.origin): string {
  return `${origin}/cubus/recordpage/${encodeURIComponent(object)}/${encodeURIComponent(String(id))}`;
}
