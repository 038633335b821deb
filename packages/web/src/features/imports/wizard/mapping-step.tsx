import { tableColumnTypes } from '@cubus/shared';
import { Checkbox, Input, Radio, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableChoice, WizardPatch, WizardState, WizardTarget } from './wizard-state';
import type { Discovered, MappingLine } from './wizard-values';

/** Where the rows go, and which source column feeds which target column with which type. */
export function MappingStep({
  state,
  tables,
  samples,
  problems,
  onChange,
  onTarget,
}: {
  state: WizardState;
  tables: TableChoice[];
  samples: Discovered | null;
  problems: Map<number, 'target' | 'twice'>;
  onChange: WizardPatch;
  onTarget: (target: WizardTarget) => void;
}) {
  const { t } = useTranslation();
  const existing =
    state.target.kind === 'existing'
      ? tables.find((x) => x.id === (state.target as { tableId: string }).tableId)
      : undefined;
  const line = (index: number, next: Partial<MappingLine>) =>
    onChange({ lines: state.lines.map((l, i) => (i === index ? { ...l, ...next } : l)) });
  return (
    <div className="import-wizard__form">
      <Radio.Group
        aria-label={t('imports.mapping.target')}
        value={state.target.kind}
        onChange={(event) =>
          onTarget(
            event.target.value === 'new'
              ? { kind: 'new', name: '' }
              : { kind: 'existing', tableId: tables[0]?.id ?? '' },
          )
        }
        options={[
          { value: 'new', label: t('imports.mapping.newTable') },
          { value: 'existing', label: t('imports.mapping.existingTable'), disabled: tables.length === 0 },
        ]}
      />
      <div className="import-wizard__target">
        {state.target.kind === 'new' ? (
          <>
            <label htmlFor="import-new-table" className="field-label">
              {t('imports.mapping.tableName')}
            </label>
            <Input
              id="import-new-table"
              value={state.target.name}
              status={
                state.target.name && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(state.target.name)
                  ? 'error'
                  : undefined
              }
              onChange={(event) => onChange({ target: { kind: 'new', name: event.target.value } })}
            />
          </>
        ) : (
          <>
            <label htmlFor="import-table" className="field-label">
              {t('imports.mapping.table')}
            </label>
            <Select
              id="import-table"
              showSearch
              optionFilterProp="label"
              value={state.target.tableId}
              options={tables.map((table) => ({ value: table.id, label: table.name }))}
              onChange={(tableId: string) => onTarget({ kind: 'existing', tableId })}
            />
          </>
        )}
      </div>
      <Table<MappingLine & { index: number }>
        aria-label={t('imports.mapping.columns')}
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={false}
        rowKey="index"
        dataSource={state.lines.map((l, index) => ({ ...l, index }))}
        columns={[
          {
            key: 'include',
            title: t('imports.mapping.include'),
            width: 90,
            render: (_, row) => (
              <Checkbox
                aria-label={t('imports.mapping.includeColumn', { name: row.source })}
                checked={row.include}
                onChange={(event) => line(row.index, { include: event.target.checked })}
              />
            ),
          },
          {
            key: 'source',
            title: t('imports.mapping.source'),
            render: (_, row) => (
              <>
                <div>{row.source}</div>
                <div className="import-wizard__sample">
                  {(samples?.samples[row.source] ?? [])
                    .slice(0, 3)
                    .filter((v) => v !== null)
                    .join(' · ')}
                </div>
              </>
            ),
          },
          {
            key: 'target',
            title: t('imports.mapping.targetColumn'),
            render: (_, row) =>
              existing ? (
                <Select
                  aria-label={t('imports.mapping.targetOf', { name: row.source })}
                  className="import-wizard__select"
                  value={row.target || undefined}
                  disabled={!row.include}
                  status={problems.has(row.index) ? 'error' : undefined}
                  options={existing.columns.map((column) => ({ value: column.name, label: column.name }))}
                  onChange={(target: string) => {
                    const type = existing.columns.find((c) => c.name === target)?.type ?? row.type;
                    line(row.index, { target, type });
                  }}
                />
              ) : (
                <Input
                  aria-label={t('imports.mapping.targetOf', { name: row.source })}
                  value={row.target}
                  disabled={!row.include}
                  status={problems.has(row.index) ? 'error' : undefined}
                  onChange={(event) => line(row.index, { target: event.target.value })}
                />
              ),
          },
          {
            key: 'type',
            title: t('imports.mapping.type'),
            render: (_, row) =>
              existing ? (
                t(`tables.types.${row.type}`)
              ) : (
                <Select
                  aria-label={t('imports.mapping.typeOf', { name: row.source })}
                  className="import-wizard__select"
                  value={row.type}
                  disabled={!row.include}
                  options={tableColumnTypes.map((type) => ({
                    value: type,
                    label: t(`tables.types.${type}`),
                  }))}
                  onChange={(type) => line(row.index, { type })}
                />
              ),
          },
          {
            key: 'problem',
            title: t('imports.mapping.problem'),
            render: (_, row) => {
              const problem = problems.get(row.index);
              return problem ? (
                <span className="import-wizard__problem">{t(`imports.mapping.problems.${problem}`)}</span>
              ) : null;
            },
          },
        ]}
      />
    </div>
  );
}
