import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { toastError, toastSuccess } from '../../../lib/toast';
import { type InvoiceInput, useInvoice, useInvoiceClients, useSaveInvoice } from './invoice-api';
import { balanceAmount, type InvoiceClient, invoiceStatuses } from './invoice-model';

type FormValues = Omit<InvoiceInput, 'balance'> & { balance: number };

const clientFields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;

const blank: Partial<FormValues> = { invoiceStatus: 'Draft', balance: 0, total: 0 };

/** /apps/invoice/add and /apps/invoice/edit/:id: one form; saving goes to the invoice's preview. */
export function Component() {
  const { t } = useTranslation('demo');
  const { id } = useParams();
  const navigate = useNavigate();
  const title = id ? t('invoices.edit.title', { id }) : t('invoices.add.title');
  usePageTitle(title);
  const existing = useInvoice(id);
  const clients = useInvoiceClients();
  const save = useSaveInvoice(id === undefined ? undefined : Number(id));
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    const invoice = existing.data?.invoice;
    if (invoice) form.setFieldsValue({ ...invoice, balance: balanceAmount(invoice.balance) });
  }, [existing.data, form]);

  const pickClient = (email: string) => {
    const client = clients.data?.find((c) => c.companyEmail === email);
    if (client) form.setFieldsValue({ client });
  };

  const onFinish = (values: FormValues) =>
    save.mutate(values, {
      onSuccess: ({ invoice }) => {
        toastSuccess(t('invoices.edit.saved', { id: invoice.id }));
        navigate(pathFor('apps-invoice-preview', { id: String(invoice.id) }));
      },
      onError: () => toastError(t('common.saveFailed')),
    });

  const required = { required: true, message: t('common.required') };
  const clientLabel: Record<(typeof clientFields)[number], string> = {
    name: t('invoices.fields.clientName'),
    company: t('invoices.fields.company'),
    companyEmail: t('invoices.fields.companyEmail'),
    address: t('invoices.fields.address'),
    country: t('invoices.fields.country'),
    contact: t('invoices.fields.contact'),
  };

  if (id && existing.isError)
    return (
      <>
        <PageHeader title={title} trail={[t('area'), t('invoices.list.title')]} />
        <Alert type="error" showIcon title={t('invoices.preview.notFound', { id })} />
      </>
    );

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('invoices.list.title')]} />
      {id && existing.isPending ? (
        <Skeleton active />
      ) : (
        <Card>
          <Form<FormValues> form={form} layout="vertical" initialValues={blank} onFinish={onFinish}>
            <Form.Item
              label={t('invoices.edit.pickClient')}
              htmlFor="invoice-pick-client"
              extra={t('invoices.edit.pickClientHint')}
            >
              <Select<string>
                id="invoice-pick-client"
                onChange={pickClient}
                options={(clients.data ?? []).map((client: InvoiceClient) => ({
                  value: client.companyEmail,
                  label: `${client.name} (${client.company})`,
                }))}
              />
            </Form.Item>
            <Row gutter={16}>
              {clientFields.map((field) => (
                <Col xs={24} md={12} key={field}>
                  <Form.Item
                    name={['client', field]}
                    label={clientLabel[field]}
                    rules={
                      field === 'companyEmail'
                        ? [required, { type: 'email', message: t('common.badEmail') }]
                        : [required]
                    }
                  >
                    <Input />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={24} md={12}>
                <Form.Item name="service" label={t('invoices.fields.service')} rules={[required]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="invoiceStatus" label={t('invoices.fields.status')} rules={[required]}>
                  <Select
                    options={invoiceStatuses.map((status) => ({
                      value: status,
                      label: t(`invoices.status.${status}`),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="issuedDate" label={t('invoices.fields.issuedDate')} rules={[required]}>
                  <Input type="date" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="dueDate"
                  label={t('invoices.fields.dueDate')}
                  dependencies={['issuedDate']}
                  rules={[
                    required,
                    ({ getFieldValue }) => ({
                      validator: (_, value: string) =>
                        !value || !getFieldValue('issuedDate') || value >= getFieldValue('issuedDate')
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('invoices.edit.dueBeforeIssued'))),
                    }),
                  ]}
                >
                  <Input type="date" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="total" label={t('invoices.fields.total')} rules={[required]}>
                  <InputNumber min={0} max={1e9} prefix="$" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="balance"
                  label={t('invoices.fields.balance')}
                  rules={[required]}
                  extra={t('invoices.edit.balanceHint')}
                >
                  <InputNumber min={-1e9} max={1e9} prefix="$" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
              <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
            </Space>
          </Form>
        </Card>
      )}
    </>
  );
}
