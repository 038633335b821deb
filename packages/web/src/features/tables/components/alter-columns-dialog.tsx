import { PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { type QryRow, type TableColumn, tableColumnTypes, tableIdentifierPattern } from '@cubus/shared';
import { Alert, Button, Checkbox, Input, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';
import { alterSteps, type EditedColumn, editedColumnsOf } from '../table-changes';

/** Add, rename and drop columns of a data table; the steps go in one update, applied in one transaction. */
export function AlterColumnsDialog({
  table,
  onClose,
  onSaved,
}: {
  table: QryRow;
  onClose: () => void;
  onSaved: (row: QryRow) => void;
}) {
  const { t } = useTranslation();
  const key = (table.key as string | null) ?? null;
  const [edited, setEdited] = useState<EditedColumn[]>(() =>
    editedColumnsOf((table.columns as TableColumn[]) ?? []),
  );
  const [busy, setBusy] = useState(false);
  const patch = (index: number, next: Partial<EditedColumn>) =>
    setEdited((all) => all.map((column, i) => (i === index ? { ...column, ...next } : column)));
  const invalid = edited.some((c) => !c.drop && c.name !== '' && !tableIdentifierPattern.test(c.name));
  const steps = alterSteps(edited);
  const save = async () => {
    setBusy(true);
    try {
      const row = await qry.update('tables', String(table.id), Number(table.version), { alter: steps });
      toastSuccess(t('tables.altered'));
      onSaved(row);
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={760}
      title={t('tables.alterTitle', { name: String(table.name) })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: steps.length === 0 || invalid }}
      confirmLoading={busy}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {invalid && <Alert type="warning" showIcon title={t('tables.identifierRule')} />}
      <Table<EditedColumn & { index: number }>
        aria-label={t('fields.tables.columns')}
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={false}
        rowKey={(row) => `${row.from ?? 'new'}-${row.index}`}
        rowClassName={(row) => (row.drop ? 'is-dropped' : '')}
        dataSource={edited.map((column, index) => ({ ...column, index }))}
        columns={[
          {
            key: 'name',
            title: t('tables.column'),
            render: (_, row) => (
              <Input
                aria-label={t('tables.columnName', { n: row.index + 1 })}
                value={row.name}
                disabled={row.drop || (row.from !== null && row.from === key)}
                status={row.name && !tableIdentifierPattern.test(row.name) ? 'error' : undefined}
                onChange={(event) => patch(row.index, { name: event.target.value })}
              />
            ),
          },
          {
            key: 'type',
            title: t('tables.type'),
            render: (_, row) =>
              row.from === null ? (
                <Select
                  aria-label={t('tables.columnType', { n: row.index + 1 })}
                  className="table-columns__type"
                  value={row.type}
                  options={tableColumnTypes.map((type) => ({
                    value: type,
                    label: t(`tables.types.${type}`),
                  }))}
                  onChange={(type) => patch(row.index, { type })}
                />
              ) : (
                t(`tables.types.${row.type}`)
              ),
          },
          {
            key: 'drop',
            title: t('common.actions'),
            render: (_, row) =>
              row.from === key && row.from !== null ? (
                t('fields.tables.key')
              ) : row.from === null ? (
                <Button
                  size="small"
                  onClick={() => setEdited((all) => all.filter((_, i) => i !== row.index))}
                >
                  {t('tables.removeNew')}
                </Button>
              ) : (
                <Checkbox
                  checked={row.drop}
                  onChange={(event) => patch(row.index, { drop: event.target.checked })}
                >
                  {t('tables.drop', { name: row.from })}
                </Checkbox>
              ),
          },
        ]}
      />
      <div className="alter-columns__buttons">
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() =>
            setEdited((all) => [...all, { from: null, name: '', type: 'text', nullable: true, drop: false }])
          }
        >
          {t('tables.addColumn')}
        </Button>
        <Button
          icon={<UndoOutlined aria-hidden />}
          onClick={() => setEdited(editedColumnsOf((table.columns as TableColumn[]) ?? []))}
        >
          {t('records.resetFields')}
        </Button>
      </div>
    </Modal>
  );
}
