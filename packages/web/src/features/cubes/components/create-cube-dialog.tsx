import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CubeDimension,
  type MeasureAggregation,
  measureAggregations,
  type QryRow,
  tableIdentifierPattern,
} from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';
import { type DeclaredType, declaredOf, isCount } from '../measure-types';
import { MeasureTypeInput } from './measure-type-input';

interface MeasureValues {
  name: string;
  declared: DeclaredType;
  aggregation: MeasureAggregation;
}

interface CreateValues {
  name: string;
  description: string;
  dimensions: CubeDimension[];
  measures: MeasureValues[];
}

const newMeasure = (): MeasureValues => ({ name: '', declared: declaredOf(), aggregation: 'sum' });

/** A cube over existing references: named dimensions (one may be the scenario) and typed measures. */
export function CreateCubeDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (row: QryRow) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const measures = Form.useWatch('measures', form);
  const refs = useQuery({
    queryKey: ['qry', 'pick', 'refs'],
    queryFn: () => qry.select({ op: 'select', object: 'refs', fields: ['id', 'name'], limit: 500 }),
  });
  const identifier = { pattern: tableIdentifierPattern, message: t('cubes.identifierRule') };
  const required = { required: true, message: t('cubes.required') };
  const create = async (values: CreateValues) => {
    const row = await qry.create('cubes', {
      name: values.name,
      description: values.description ?? '',
      dimensions: values.dimensions.map((d) => ({ ...d, scenario: !!d.scenario })),
      measures: values.measures.map(({ name, declared, aggregation }) => ({
        name,
        ...(isCount(aggregation) ? { type: 'integer' } : declared),
        aggregation,
      })),
    });
    toastSuccess(t('cubes.created', { name: values.name }));
    onCreated(row);
  };
  return (
    <FormDialog<CreateValues>
      name="create-cube"
      form={form}
      width={760}
      title={t('cubes.newTitle')}
      okText={t('cubes.create')}
      initialValues={{
        name: '',
        description: '',
        dimensions: [{ name: '', scenario: false }],
        measures: [newMeasure()],
      }}
      onSubmit={create}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('fields.cubes.name')} rules={[required]}>
        <Input autoComplete="off" maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.cubes.description')}>
        <Input autoComplete="off" maxLength={2000} />
      </Form.Item>
      <fieldset className="cubes-list-fields">
        <legend>{t('fields.cubes.dimensions')}</legend>
        <Form.List name="dimensions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('cubes.dimensionName', { n: index + 1 })}
                    rules={[required, identifier]}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'refId']}
                    label={t('cubes.dimensionRef', { n: index + 1 })}
                    rules={[required]}
                  >
                    <Select
                      className="cubes-list-fields__select"
                      showSearch={{ optionFilterProp: 'label' }}
                      loading={refs.isPending}
                      options={(refs.data?.rows ?? []).map((r) => ({
                        value: String(r.id),
                        label: String(r.name),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'scenario']} valuePropName="checked" label=" ">
                    <Checkbox>{t('cubes.scenario')}</Checkbox>
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('cubes.removeDimension', { n: index + 1 })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Space>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ name: '', scenario: false })}>
                {t('cubes.addDimension')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <fieldset className="cubes-list-fields">
        <legend>{t('fields.cubes.measures')}</legend>
        <Form.List name="measures">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('cubes.measureName', { n: index + 1 })}
                    rules={[required, identifier]}
                  >
                    <Input autoComplete="off" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'declared']}
                    label={t('cubes.measureType', { n: index + 1 })}
                    htmlFor={`create-cube-type-${index}`}
                  >
                    <MeasureTypeInput
                      id={`create-cube-type-${index}`}
                      label={t('cubes.measureOrdinal', { n: index + 1 })}
                      aggregation={measures?.[field.name]?.aggregation}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'aggregation']}
                    label={t('cubes.measureAggregation', { n: index + 1 })}
                  >
                    <Select
                      className="cubes-list-fields__select"
                      options={measureAggregations.map((a) => ({
                        value: a,
                        label: t(`cubes.aggregations.${a}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item label=" ">
                    <Button
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('cubes.removeMeasure', { n: index + 1 })}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Space>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(newMeasure())}>
                {t('cubes.addMeasure')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
    </FormDialog>
  );
}
