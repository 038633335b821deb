import { LinkOutlined } from '@ant-design/icons';
import type { FieldInfo, QryRow, SchemaAnswer } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Spin } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessageOf } from '../../lib/api-error';
import { copyText } from '../../lib/copy-text';
import { qry } from '../../lib/qry-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { type CellPresenters, CellValue } from '../grid/cell-value';
import { FieldLink } from '../grid/field-link';
import { shownFields } from '../grid/grid-state';
import { ValueEditor } from '../grid/value-editor';
import { type FieldErrors, recordPageUrl, validate, valuesToSend, writableFields } from './record-values';

export const rowKey = (object: string, id: string | number) => ['qry', 'row', object, String(id)] as const;

export interface RecordEditorProps {
  object: string;
  schema: SchemaAnswer;
  /** `null`: a new record. */
  id: string | number | null;
  titleOf: (field: FieldInfo) => string;
  /** The screen's own way to say some fields (as in its grid). */
  cells?: CellPresenters | undefined;
  onClose?: () => void;
  /** After a save or a create; the grid refreshes its rows. */
  onSaved?: (row: QryRow) => void;
  /** Switches to a new record or to another one (after "Create & Update"). */
  onNavigate?: (id: string | number | null) => void;
  /** Extra buttons (the record page's "Record card"). */
  extra?: React.ReactNode;
}

/**
 * All fields of one record from its schema, with typed editors and validation, and the spec's
 * buttons: Get Link, New record, Reset fields, Cancel, Save; for a new one Create and Close,
 * Create and Clear, Create & Update.
 */
export function RecordEditor({
  object,
  schema,
  id,
  titleOf,
  cells,
  onClose,
  onSaved,
  onNavigate,
  extra,
}: RecordEditorProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const formId = useId();
  const isNew = id === null;
  const row = useQuery({
    queryKey: rowKey(object, id ?? ''),
    queryFn: () => qry.get(object, id ?? ''),
    enabled: !isNew,
  });
  const base = isNew ? null : (row.data ?? null);
  const [values, setValues] = useState<QryRow>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const writable = writableFields(schema, isNew ? 'create' : 'update');
  const writableNames = new Set(writable.map((field) => field.name));

  useEffect(() => {
    setValues(base ? { ...base } : {});
    setErrors({});
  }, [base]);

  const reset = () => {
    setValues(base ? { ...base } : {});
    setErrors({});
  };

  const submit = async (after: 'close' | 'clear' | 'stay') => {
    const found = validate(writable, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (isNew) {
        const created = await qry.create(object, valuesToSend(writable, values, null));
        toastSuccess(t('records.created'));
        onSaved?.(created);
        if (after === 'close') onClose?.();
        if (after === 'clear') setValues({});
        if (after === 'stay' && schema.key) onNavigate?.(created[schema.key] as string | number);
      } else if (base) {
        const changed = valuesToSend(writable, values, base);
        if (Object.keys(changed).length === 0) {
          onClose?.();
          return;
        }
        const saved = await qry.update(object, id, Number(base.version ?? 0), changed, {
          showErrorToast: false,
        });
        client.setQueryData(rowKey(object, id), saved);
        toastSuccess(t('records.saved'));
        onSaved?.(saved);
        onClose?.();
      }
    } catch (error) {
      if (errorCodeOf(error) === 'conflict') {
        toastError(t('records.conflict'));
        await row.refetch();
      } else if (!isNew) {
        // Updates opt out of the client's toast to handle conflicts; other errors are shown here.
        toastError(errorMessageOf(error));
      }
    } finally {
      setBusy(false);
    }
  };

  if (!isNew && row.isPending) return <Spin aria-label={t('app.loading')} />;
  if (!isNew && row.isError) return <Alert type="error" showIcon title={t('records.notFound')} />;

  // Internal fields (ids, JSON) are said in words by other fields; a person never reads them as such.
  const shown = shownFields(schema);
  const fields = isNew ? shown.filter((field) => writableNames.has(field.name)) : shown;

  return (
    <Form
      layout="vertical"
      className="record-editor"
      id={formId}
      onFinish={() => void submit(isNew ? 'close' : 'close')}
      aria-label={isNew ? t('records.newRecord') : t('records.record')}
    >
      <div className="record-editor__actions">
        <Space wrap>
          {!isNew && (
            <Button
              icon={<LinkOutlined aria-hidden />}
              onClick={() =>
                void copyText(recordPageUrl(object, id)).then(() => toastSuccess(t('records.linkCopied')))
              }
            >
              {t('records.getLink')}
            </Button>
          )}
          {extra}
          {!isNew && schema.ops.includes('create') && onNavigate && (
            <Button onClick={() => onNavigate(null)}>{t('records.newRecord')}</Button>
          )}
        </Space>
      </div>
      {fields.map((field) => {
        const inputId = `${formId}-${field.name}`;
        const editable = writableNames.has(field.name);
        const error = errors[field.name];
        return (
          <Form.Item
            key={field.name}
            label={field.type === 'boolean' && editable ? undefined : titleOf(field)}
            htmlFor={inputId}
            required={editable && field.required}
            validateStatus={error ? 'error' : undefined}
            help={error ? t(error) : undefined}
          >
            {editable ? (
              <ValueEditor
                id={inputId}
                type={field.type}
                enumValues={field.enumValues}
                valueTitles={field.valueTitles}
                label={titleOf(field)}
                value={values[field.name]}
                status={error ? 'error' : undefined}
                onChange={(value) => setValues((previous) => ({ ...previous, [field.name]: value }))}
              />
            ) : (
              <output id={inputId} className="record-editor__value">
                {cells?.[field.name] && base ? (
                  cells[field.name]?.render(base)
                ) : (
                  <FieldLink field={field} row={base ?? {}}>
                    <CellValue value={base?.[field.name]} field={field} language={i18n.language} t={t} />
                  </FieldLink>
                )}
              </output>
            )}
          </Form.Item>
        );
      })}
      <div className="record-editor__footer">
        <Space wrap>
          {isNew ? (
            <>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('records.createAndClose')}
              </Button>
              <Button onClick={() => void submit('clear')} disabled={busy}>
                {t('records.createAndClear')}
              </Button>
              <Button onClick={() => void submit('stay')} disabled={busy}>
                {t('records.createAndUpdate')}
              </Button>
            </>
          ) : (
            writable.length > 0 && (
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('records.save')}
              </Button>
            )
          )}
          {writable.length > 0 && <Button onClick={reset}>{t('records.resetFields')}</Button>}
          {onClose && <Button onClick={onClose}>{t('records.cancel')}</Button>}
        </Space>
      </div>
    </Form>
  );
}
