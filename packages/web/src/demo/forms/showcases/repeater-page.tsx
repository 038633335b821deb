import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Col, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { formatMoney } from '../../demo-format';
import { FormField } from './form-field';
import { type Order, orderSchema, orderTotal } from './form-schemas';
import '../forms.css';

const newRow = (): Order['rows'][number] => ({ item: '', quantity: 1, price: 0 });

/** /forms/form-repeater: an order whose rows are added and removed (useFieldArray), each checked, the total kept. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('forms.repeater.title');
  usePageTitle(title);
  const [saved, setSaved] = useState<number>();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(orderSchema),
    defaultValues: { rows: [{ item: t('forms.repeater.sampleItem'), quantity: 2, price: 12.5 }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const rowError = (index: number, field: 'item' | 'quantity' | 'price') =>
    formState.errors.rows?.[index]?.[field]?.message;

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('forms.area')]} />
      <Card>
        <form noValidate aria-label={title} onSubmit={handleSubmit((order) => setSaved(order.rows.length))}>
          <ol className="demo-repeater">
            {fields.map((row, index) => (
              <li key={row.id} className="demo-repeater__row">
                <Row gutter={[12, 8]} align="bottom">
                  <Col xs={24} md={10}>
                    <Controller
                      control={control}
                      name={`rows.${index}.item`}
                      render={({ field }) => (
                        <FormField
                          id={`row-${row.id}-item`}
                          label={t('forms.repeater.item')}
                          error={rowError(index, 'item')}
                        >
                          {(link) => <Input {...field} {...link} />}
                        </FormField>
                      )}
                    />
                  </Col>
                  <Col xs={12} md={5}>
                    <Controller
                      control={control}
                      name={`rows.${index}.quantity`}
                      render={({ field }) => (
                        <FormField
                          id={`row-${row.id}-quantity`}
                          label={t('forms.repeater.quantity')}
                          error={rowError(index, 'quantity')}
                        >
                          {(link) => (
                            <InputNumber
                              {...field}
                              {...link}
                              onChange={(value) => field.onChange(value ?? undefined)}
                              style={{ width: '100%' }}
                            />
                          )}
                        </FormField>
                      )}
                    />
                  </Col>
                  <Col xs={12} md={5}>
                    <Controller
                      control={control}
                      name={`rows.${index}.price`}
                      render={({ field }) => (
                        <FormField
                          id={`row-${row.id}-price`}
                          label={t('forms.repeater.price')}
                          error={rowError(index, 'price')}
                        >
                          {(link) => (
                            <InputNumber
                              {...field}
                              {...link}
                              step={0.5}
                              onChange={(value) => field.onChange(value ?? undefined)}
                              style={{ width: '100%' }}
                            />
                          )}
                        </FormField>
                      )}
                    />
                  </Col>
                  <Col xs={24} md={4}>
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(index)}
                      aria-label={t('forms.repeater.remove', { number: index + 1 })}
                    >
                      {t('forms.repeater.removeShort')}
                    </Button>
                  </Col>
                </Row>
              </li>
            ))}
          </ol>
          {formState.errors.rows?.root?.message || formState.errors.rows?.message ? (
            <Alert
              type="error"
              showIcon
              title={t(
                `forms.errors.${formState.errors.rows?.root?.message ?? formState.errors.rows?.message}`,
              )}
            />
          ) : null}
          <p aria-live="polite" data-testid="order-total">
            {t('forms.repeater.total', { amount: formatMoney(orderTotal(rows ?? [])) })}
          </p>
          <Space className="demo-form-actions" wrap>
            <Button icon={<PlusOutlined />} onClick={() => append(newRow())}>
              {t('forms.repeater.add')}
            </Button>
            <Button type="primary" htmlType="submit">
              {t('forms.repeater.submit')}
            </Button>
          </Space>
          <div aria-live="polite">
            {saved !== undefined && (
              <Alert type="success" showIcon title={t('forms.repeater.saved', { count: saved })} />
            )}
          </div>
        </form>
      </Card>
    </>
  );
}
