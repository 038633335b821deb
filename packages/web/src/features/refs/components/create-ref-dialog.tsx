import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type QryRow,
  type RefAttribute,
  refAttributeTypes,
  refMemberFieldNames,
  tableIdentifierPattern,
} from '@cubus/shared';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';

interface CreateValues {
  name: string;
  description: string;
  attributes: RefAttribute[];
}

/** New reference: a name, a description and its members' typed attributes (fixed once made). */
export function CreateRefDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (row: QryRow) => void;
}) {
  const { t } = useTranslation();
  const create = async (values: CreateValues) => {
    const row = await qry.create('refs', {
      name: values.name,
      description: values.description ?? '',
      attributes: values.attributes ?? [],
    });
    toastSuccess(t('refs.created', { name: values.name }));
    onCreated(row);
  };
  return (
    <FormDialog<CreateValues>
      name="create-ref"
      width={640}
      title={t('refs.newTitle')}
      okText={t('refs.create')}
      initialValues={{ name: '', description: '', attributes: [] }}
      onSubmit={create}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('fields.refs.name')}
        rules={[{ required: true, message: t('refs.required') }]}
      >
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.refs.description')}>
        <Input autoComplete="off" maxLength={2000} />
      </Form.Item>
      <fieldset className="refs-attributes">
        <legend>{t('fields.refs.attributes')}</legend>
        <Form.List name="attributes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('refs.attributeName', { n: index + 1 })}
                    rules={[
                      { required: true, message: t('refs.required') },
                      { pattern: tableIdentifierPattern, message: t('refs.identifierRule') },
                      {
                        validator: (_, value) =>
                          (refMemberFieldNames as readonly string[]).includes(value)
                            ? Promise.reject(new Error(t('refs.reservedName')))
                            : Promise.resolve(),
                      },
                    ]}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} label={t('refs.attributeType', { n: index + 1 })}>
                    <Select
                      className="refs-attributes__type"
                      options={refAttributeTypes.map((type) => ({
                        value: type,
                        label: t(`refs.types.${type}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('refs.removeAttribute', { n: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Space>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ name: '', type: 'text' })}>
                {t('refs.addAttribute')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
    </FormDialog>
  );
}
