import type { FieldInfo, QryRow } from '@cubus/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatBytes } from '../../lib/format-bytes';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An `enum` or `tags` value in the user's language, from the field's `valueTitles`; as it is without them. */
export function valueTitle(t: TFunction, value: string, valueTitles: string | undefined): string {
  return valueTitles ? t(`${valueTitles}.${value}`, { defaultValue: value }) : value;
}

/** What a cell needs to know of its field to say a value. */
export type CellField = Pick<FieldInfo, 'type' | 'valueTitles' | 'unit'>;

/** A value as plain text for a cell, a list or an export check. */
export function formatValue(value: unknown, field: CellField, language: string, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '';
  const { type, valueTitles, unit } = field;
  if (unit && typeof value === 'number')
    return unit === 'bytes' ? formatBytes(value, language) : value.toLocaleString(language);
  switch (type) {
    case 'enum':
      return valueTitle(t, String(value), valueTitles);
    case 'boolean':
      return value ? t('grid.yes') : t('grid.no');
    case 'date':
      return String(value).slice(0, 10);
    case 'datetime': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime())
        ? String(value)
        : date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
    }
    case 'number':
      return typeof value === 'number'
        ? value.toLocaleString(language, { maximumFractionDigits: 6 })
        : String(value);
    case 'tags':
      return Array.isArray(value)
        ? value.map((tag) => valueTitle(t, String(tag), valueTitles)).join(', ')
        : String(value);
    case 'html':
      return stripTags(String(value));
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

/** A screen's own way to say one field (the Ribbon's action as its sentence), with the fields it reads. */
export interface CellPresenter {
  fields: readonly string[];
  render: (row: QryRow) => ReactNode;
}
export type CellPresenters = Readonly<Record<string, CellPresenter>>;

/** A cell's content: tags as tags, everything else as text. */
export function CellValue({
  value,
  field,
  language,
  t,
}: {
  value: unknown;
  field: CellField;
  language: string;
  t: TFunction;
}) {
  if (field.type === 'tags' && Array.isArray(value))
    return (
      <span className="grid-tags">
        {value.map((tag) => (
          <Tag key={String(tag)}>{valueTitle(t, String(tag), field.valueTitles)}</Tag>
        ))}
      </span>
    );
  return <>{formatValue(value, field, language, t)}</>;
}
