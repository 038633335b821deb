import type { ValueType } from '@cubus/shared';
import { Checkbox, Input, InputNumber, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { valueTitle } from './cell-value';
import { NativeSelect } from './native-select';

export interface ValueEditorProps {
  type: ValueType;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  enumValues?: string[] | undefined;
  /** Where the enum values are named in the user's language (the field's `valueTitles`). */
  valueTitles?: string | undefined;
  /** `filter`: booleans as a yes/no choice and one tag at a time; `form`: as a record edits them. */
  mode?: 'filter' | 'form';
  id?: string;
  onCommit?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
  status?: 'error' | undefined;
}

/** `2026-11-23T10:00:00.000Z` → the `datetime-local` input's `2026-11-23T10:00` in local time. */
function toLocalInput(value: unknown): string {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** An enum's allowed values as choices, each named in the user's language. */
function enumChoices(t: TFunction, enumValues: string[] | undefined, valueTitles: string | undefined) {
  return (enumValues ?? []).map((option) => ({ value: option, label: valueTitle(t, option, valueTitles) }));
}

/** One typed editor for a field value: the filter builder, inline edit and the record form share it. */
export function ValueEditor(props: ValueEditorProps) {
  const { t } = useTranslation();
  const {
    type,
    value,
    onChange,
    label,
    enumValues,
    valueTitles,
    mode = 'form',
    id,
    onCommit,
    onCancel,
    autoFocus,
    status,
  } = props;
  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && onCommit) {
      event.preventDefault();
      onCommit();
    }
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };
  const common = { id, 'aria-label': label, autoFocus, onKeyDown: keys, status };
  const choices = enumChoices(t, enumValues, valueTitles);
  switch (type) {
    case 'number':
    case 'integer':
      return (
        <InputNumber
          {...common}
          className="value-editor"
          value={
            typeof value === 'number'
              ? value
              : value === null || value === undefined || value === ''
                ? null
                : Number(value)
          }
          precision={type === 'integer' ? 0 : undefined}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    case 'boolean':
      if (mode === 'form')
        return (
          <Checkbox
            id={id}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            autoFocus={autoFocus}
          >
            {label}
          </Checkbox>
        );
      return (
        <NativeSelect
          id={id}
          aria-label={label}
          className="value-editor"
          value={value === true ? 'true' : value === false ? 'false' : ''}
          placeholder=""
          choices={[
            { value: 'true', label: t('grid.yes') },
            { value: 'false', label: t('grid.no') },
          ]}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value === 'true')}
        />
      );
    case 'date':
      return (
        <Input
          {...common}
          type="date"
          className="value-editor"
          value={value ? String(value).slice(0, 10) : ''}
          onChange={(event) => onChange(event.target.value || null)}
        />
      );
    case 'datetime':
      return (
        <Input
          {...common}
          type="datetime-local"
          className="value-editor"
          value={toLocalInput(value)}
          onChange={(event) =>
            onChange(event.target.value ? new Date(event.target.value).toISOString() : null)
          }
        />
      );
    case 'enum':
      return (
        <NativeSelect
          id={id}
          aria-label={label}
          className="value-editor"
          value={value === null || value === undefined ? '' : String(value)}
          placeholder=""
          choices={choices}
          onChange={(event) => onChange(event.target.value || null)}
        />
      );
    case 'tags':
      if (mode === 'filter')
        return (
          <NativeSelect
            id={id}
            aria-label={label}
            className="value-editor"
            value={value === null || value === undefined ? '' : String(value)}
            placeholder=""
            choices={choices}
            onChange={(event) => onChange(event.target.value || null)}
          />
        );
      return (
        <Select
          {...common}
          className="value-editor"
          mode="multiple"
          allowClear
          value={Array.isArray(value) ? value : []}
          options={choices}
          onChange={(next) => onChange(next ?? [])}
        />
      );
    case 'html':
    case 'json':
      if (mode === 'form')
        return (
          <Input.TextArea
            id={id}
            aria-label={label}
            autoSize={{ minRows: 2, maxRows: 8 }}
            value={
              typeof value === 'string'
                ? value
                : value === null || value === undefined
                  ? ''
                  : JSON.stringify(value)
            }
            onChange={(event) => onChange(event.target.value)}
            status={status}
          />
        );
      return (
        <Input
          {...common}
          className="value-editor"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <Input
          {...common}
          className="value-editor"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** The editor of an `in`/`not in` list: free entry, or the allowed values of an enum. */
export function ListEditor({
  value,
  onChange,
  label,
  enumValues,
  valueTitles,
  type,
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  enumValues?: string[] | undefined;
  valueTitles?: string | undefined;
  type: ValueType;
}) {
  const { t } = useTranslation();
  const numeric = type === 'number' || type === 'integer';
  const list = Array.isArray(value) ? value.map(String) : [];
  return (
    <Select
      aria-label={label}
      className="value-editor value-editor--list"
      mode={enumValues ? 'multiple' : 'tags'}
      value={list}
      tokenSeparators={[',']}
      options={enumChoices(t, enumValues, valueTitles)}
      onChange={(next: string[]) =>
        onChange(numeric ? next.map(Number).filter((n) => !Number.isNaN(n)) : next)
      }
    />
  );
}
