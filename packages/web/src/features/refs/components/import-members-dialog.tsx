import type { TableColumn } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';
import { refsApi } from '../api/refs-api';

interface ImportValues {
  tableId: string;
  code: string;
  name?: string;
  parent?: string;
  mode: 'merge' | 'replace';
}

/** Import members from a data table: which columns hold the code, the name and the parent's code. */
export function ImportMembersDialog({
  refId,
  onClose,
  onImported,
}: {
  refId: string;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ImportValues>();
  const tableId = Form.useWatch('tableId', form);
  const tables = useQuery({
    queryKey: ['qry', 'pick', 'tables'],
    queryFn: () =>
      qry.select({ op: 'select', object: 'tables', fields: ['id', 'name', 'columns'], limit: 500 }),
  });
  const columns = (
    (tables.data?.rows.find((r) => r.id === tableId)?.columns as TableColumn[] | undefined) ?? []
  ).map((c) => ({ value: c.name, label: c.name }));
  const run = async (values: ImportValues) => {
    const answer = await refsApi.importMembers({
      refId,
      source: { tableId: values.tableId },
      columns: {
        code: values.code,
        ...(values.name ? { name: values.name } : {}),
        ...(values.parent ? { parent: values.parent } : {}),
      },
      mode: values.mode,
    });
    toastSuccess(t('refs.import.done', { inserted: answer.inserted, updated: answer.updated }));
    onImported();
  };
  const required = [{ required: true, message: t('refs.required') }];
  return (
    <FormDialog<ImportValues>
      form={form}
      name="import-members"
      title={t('refs.import.title')}
      okText={t('refs.import.run')}
      errors="inline"
      initialValues={{ mode: 'merge' }}
      onSubmit={run}
      onClose={onClose}
    >
      <Form.Item name="tableId" label={t('refs.import.table')} rules={required}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={tables.isPending}
          options={(tables.data?.rows ?? []).map((r) => ({ value: String(r.id), label: String(r.name) }))}
          onChange={() => form.setFieldsValue({ code: undefined, name: undefined, parent: undefined })}
        />
      </Form.Item>
      <Form.Item name="code" label={t('refs.import.codeColumn')} rules={required}>
        <Select options={columns} disabled={!tableId} />
      </Form.Item>
      <Form.Item name="name" label={t('refs.import.nameColumn')}>
        <Select options={columns} disabled={!tableId} allowClear />
      </Form.Item>
      <Form.Item name="parent" label={t('refs.import.parentColumn')}>
        <Select options={columns} disabled={!tableId} allowClear />
      </Form.Item>
      <Form.Item name="mode" label={t('refs.import.mode')}>
        <Radio.Group
          options={[
            { value: 'merge', label: t('refs.import.merge') },
            { value: 'replace', label: t('refs.import.replace') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
