import type { QryRow } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceBrowser } from '../../../components/sources/source-browser';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';
import { mountsApi } from '../api/mounts-api';
import { blankMount, type MountForm, mountFormOf, mountReady, mountValuesOf, readsOf } from '../mount-values';

/**
 * A mount's settings: name, a PostgreSQL, MySQL or ClickHouse source, and what it reads, a table
 * chosen in the source browser or a read-only query. Saving describes the source (the server
 * refuses what it cannot read).
 */
export function MountEditor({
  row,
  canEdit,
  onSaved,
}: {
  row: QryRow | null;
  canEdit: boolean;
  onSaved: (row: QryRow) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<MountForm>(() => (row ? mountFormOf(row) : blankMount));
  const [busy, setBusy] = useState(false);
  const sources = useQuery({ queryKey: ['mounts', 'sources'], queryFn: mountsApi.sources });
  const source = sources.data?.find((one) => one.id === form.datasourceId);
  const patch = (next: Partial<MountForm>) => setForm((previous) => ({ ...previous, ...next }));
  const save = async () => {
    setBusy(true);
    try {
      const values = mountValuesOf(form);
      const saved = row
        ? await qry.update('mounts', String(row.id), Number(row.version), values)
        : await qry.create('mounts', values);
      toastSuccess(t('mounts.saved', { name: values.name }));
      onSaved(saved);
    } catch {
      // The client's toast said why (source_error, …).
    } finally {
      setBusy(false);
    }
  };
  const target = form.target;
  return (
    <form
      className="mount-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (mountReady(form)) void save();
      }}
    >
      <label className="field-label" htmlFor="mount-name">
        {t('fields.mounts.name')}
      </label>
      <Input
        id="mount-name"
        autoComplete="off"
        maxLength={200}
        disabled={!canEdit}
        value={form.name}
        onChange={(event) => patch({ name: event.target.value })}
      />
      <label className="field-label" htmlFor="mount-description">
        {t('fields.mounts.description')}
      </label>
      <Input.TextArea
        id="mount-description"
        rows={2}
        maxLength={2000}
        disabled={!canEdit}
        value={form.description}
        onChange={(event) => patch({ description: event.target.value })}
      />
      <label className="field-label" htmlFor="mount-source">
        {t('fields.mounts.datasource')}
      </label>
      <Select
        id="mount-source"
        showSearch
        optionFilterProp="label"
        disabled={!canEdit}
        loading={sources.isPending}
        value={form.datasourceId ?? undefined}
        placeholder={t('mounts.chooseSource')}
        notFoundContent={t('mounts.noSources')}
        options={(sources.data ?? []).map((one) => ({
          value: one.id,
          label: `${one.name} (${t(`datasources.types.${one.type}`)})`,
        }))}
        onChange={(datasourceId: string) => patch({ datasourceId, target: null })}
      />
      <p className="mount-form__reads" aria-live="polite" data-testid="mount-form-reads">
        {target
          ? 'table' in target
            ? t('mounts.readsTable', { table: readsOf({ schema: target.schema, table: target.table }) })
            : t('mounts.readsQuery')
          : t('mounts.readsNothing')}
      </p>
      {source && canEdit && (
        <SourceBrowser
          key={source.id}
          id={source.id}
          type={source.type}
          chosen={target}
          onChoose={(next) => patch({ target: next, name: form.name || ('table' in next ? next.table : '') })}
        />
      )}
      {row && !source && sources.data && <Alert type="warning" showIcon title={t('mounts.sourceGone')} />}
      {canEdit && (
        <Space className="mount-form__buttons">
          <Button type="primary" htmlType="submit" loading={busy} disabled={!mountReady(form)}>
            {row ? t('common.save') : t('mounts.create')}
          </Button>
        </Space>
      )}
    </form>
  );
}
