import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type QryRow, type TableColumn, tableColumnTypes, tableIdentifierPattern } from '@cubus/shared';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';

interface CreateValues {
  name: string;
  description: string;
  columns: TableColumn[];
  key: string | null;
}

const blankColumn: TableColumn = { name: '', type: 'text', nullable: true };

/** New data table: a name, typed columns and an optional key (one of the columns, never empty). */
export function CreateTableDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (row: QryRow) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const columns = (Form.useWatch('columns', form) ?? []) as TableColumn[];
  const identifier = {
    pattern: tableIdentifierPattern,
    message: t('tables.identifierRule'),
  };
  const create = async (values: CreateValues) => {
    const row = await qry.create('tables', {
      name: values.name,
      description: values.description ?? '',
      columns: values.columns.map((column) => ({
        ...column,
        nullable: values.key === column.name ? false : column.nullable,
      })),
      key: values.key ?? null,
    });
    toastSuccess(t('tables.created', { name: values.name }));
    onCreated(row);
  };
  return (
    <FormDialog<CreateValues>
      form={form}
      name="create-table"
      open={open}
      width={720}
      title={t('tables.newTitle')}
      okText={t('tables.create')}
      initialValues={{ name: '', description: '', columns: [{ ...blankColumn }], key: null }}
      onSubmit={create}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('fields.tables.name')}
        rules={[{ required: true, message: t('tables.nameRequired') }, identifier]}
      >
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="description" label={t('fields.tables.description')}>
        <Input autoComplete="off" maxLength={2000} />
      </Form.Item>
      <fieldset className="table-columns">
        <legend>{t('fields.tables.columns')}</legend>
        <Form.List name="columns">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap className="table-columns__row">
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('tables.columnName', { n: index + 1 })}
                    rules={[{ required: true, message: t('tables.nameRequired') }, identifier]}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} label={t('tables.columnType', { n: index + 1 })}>
                    <Select
                      className="table-columns__type"
                      options={tableColumnTypes.map((type) => ({
                        value: type,
                        label: t(`tables.types.${type}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'nullable']} valuePropName="checked" label=" ">
                    <Checkbox>{t('tables.nullable')}</Checkbox>
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('tables.removeColumn', { n: index + 1 })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Space>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ ...blankColumn })}>
                {t('tables.addColumn')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <Form.Item name="key" label={t('fields.tables.key')} extra={t('tables.keyHint')}>
        <Select
          allowClear
          placeholder={t('tables.noKey')}
          options={columns
            .filter((column) => column?.name && tableIdentifierPattern.test(column.name))
            .map((column) => ({ value: column.name, label: column.name }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
