import { blankFilter, type FilterNode, type QryRow } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';
import { qry } from '../../lib/qry-client';
import { useObjectSchema } from '../../lib/use-object-schema';
import { useFieldTitle } from '../grid/field-title';
import type { FactCondition } from './pivot-state';

const pageSize = 500;

/** The filter of `cube:<id>` for a cell's conditions: all of `all`, and one of each `any` group. */
export function factFilterOf(conditions: { all: FactCondition[]; any: FactCondition[][] }): FilterNode {
  const root = blankFilter();
  root.conditions = conditions.all.map((c) => ({ isactive: true, ...c }));
  root.childnodes = conditions.any.map((group) => ({
    ...blankFilter(),
    name: 'OR',
    operator: { id: 2, sid: 'or', name: 'OR' },
    conditions: group.map((c) => ({ isactive: true, ...c })),
  }));
  return root;
}

/**
 * Show Records: the fact rows behind a pivot cell (`cube:<id>` with the cell's filter pre-set), each
 * opening in a card of all its fields. Facts have no key (`get` is not one of their ops), so the
 * card shows the row as read rather than the record editor.
 */
export function ShowRecords({
  cubeId,
  conditions,
  onClose,
}: {
  cubeId: string;
  conditions: { all: FactCondition[]; any: FactCondition[][] } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const object = `cube:${cubeId}`;
  const titleOf = useFieldTitle();
  const schema = useObjectSchema(object);
  const [card, setCard] = useState<QryRow | null>(null);
  const filter = conditions ? factFilterOf(conditions) : null;
  const facts = useQuery({
    queryKey: ['qry', 'facts', object, filter],
    enabled: filter !== null,
    queryFn: () =>
      qry.select(
        { op: 'select', object, filter: filter ?? undefined, limit: pageSize },
        { showErrorToast: false },
      ),
  });
  const fields = (schema.data?.fields ?? []).filter((f) => !f.name.endsWith('_path'));
  return (
    <Drawer
      open={conditions !== null}
      onClose={onClose}
      size={880}
      title={t('pivot.records.title')}
      closable={{ 'aria-label': t('common.cancel') }}
      destroyOnHidden
    >
      <p className="pivot-records__filter">
        {[...(conditions?.all ?? []), ...(conditions?.any.flat() ?? [])].map((c) => (
          <Tag key={`${c.field}${c.value}`}>
            {c.op === 'eq'
              ? `${c.field} = ${c.value}`
              : t('pivot.records.under', { dim: c.field.replace(/_path$/, '') })}
          </Tag>
        ))}
      </p>
      {facts.isError && <Alert type="error" showIcon title={errorMessageOf(facts.error)} />}
      {facts.data && (
        <p role="status">
          {t('pivot.records.count', {
            count: facts.data.total ?? facts.data.rows.length,
            shown: facts.data.rows.length,
          })}
        </p>
      )}
      <Table<QryRow>
        size="small"
        virtual
        scroll={{ x: fields.length * 140 + 90, y: 520 }}
        loading={facts.isPending && filter !== null}
        pagination={false}
        rowKey={(row) => (facts.data?.rows ?? []).indexOf(row)}
        dataSource={facts.data?.rows ?? []}
        aria-label={t('pivot.records.title')}
        columns={[
          {
            key: 'open',
            width: 90,
            title: t('pivot.records.open'),
            render: (_, row) => (
              <Button size="small" onClick={() => setCard(row)}>
                {t('pivot.records.open')}
              </Button>
            ),
          },
          ...fields.map((f) => ({
            key: f.name,
            dataIndex: f.name,
            width: 140,
            title: titleOf(f),
            render: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
          })),
        ]}
      />
      <Drawer
        open={card !== null}
        onClose={() => setCard(null)}
        size={480}
        title={t('records.recordCard')}
        closable={{ 'aria-label': t('common.cancel') }}
      >
        {card && (
          <Descriptions
            column={1}
            size="small"
            bordered
            items={(schema.data?.fields ?? []).map((f) => ({
              key: f.name,
              label: titleOf(f),
              children: card[f.name] === null || card[f.name] === undefined ? '' : String(card[f.name]),
            }))}
          />
        )}
      </Drawer>
    </Drawer>
  );
}
