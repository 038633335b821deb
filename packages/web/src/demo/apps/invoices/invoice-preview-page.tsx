import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { formatDay, formatMoney } from '../../demo-format';
import { RecordScreen } from '../../record-screen';
import { useInvoice } from './invoice-api';
import { balanceAmount } from './invoice-model';
import { InvoiceStatusTag } from './invoice-status-tag';

/** /apps/invoice/preview/:id: one invoice with its client and payment details; unknown id → a notice. */
export function Component() {
  const { t } = useTranslation('demo');
  const { id } = useParams();
  const navigate = useNavigate();
  const title = t('invoices.preview.title', { id });
  usePageTitle(title);
  const query = useInvoice(id);
  const { data } = query;

  return (
    <RecordScreen
      title={title}
      trail={[t('area'), t('invoices.list.title')]}
      query={query}
      notFound={t('invoices.preview.notFound', { id })}
    >
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={17}>
            <Card>
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                items={[
                  {
                    key: 'status',
                    label: t('invoices.fields.status'),
                    children: <InvoiceStatusTag status={data.invoice.invoiceStatus} />,
                  },
                  {
                    key: 'issued',
                    label: t('invoices.fields.issuedDate'),
                    children: formatDay(data.invoice.issuedDate),
                  },
                  {
                    key: 'due',
                    label: t('invoices.fields.dueDate'),
                    children: formatDay(data.invoice.dueDate),
                  },
                  { key: 'service', label: t('invoices.fields.service'), children: data.invoice.service },
                  {
                    key: 'total',
                    label: t('invoices.fields.total'),
                    children: formatMoney(data.invoice.total),
                  },
                  {
                    key: 'balance',
                    label: t('invoices.fields.balance'),
                    children: formatMoney(balanceAmount(data.invoice.balance)),
                  },
                ]}
              />
              <h2 className="demo-section-title">{t('invoices.preview.invoiceTo')}</h2>
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                items={[
                  { key: 'name', label: t('invoices.fields.clientName'), children: data.invoice.client.name },
                  {
                    key: 'company',
                    label: t('invoices.fields.company'),
                    children: data.invoice.client.company,
                  },
                  {
                    key: 'address',
                    label: t('invoices.fields.address'),
                    children: data.invoice.client.address,
                  },
                  {
                    key: 'country',
                    label: t('invoices.fields.country'),
                    children: data.invoice.client.country,
                  },
                  {
                    key: 'contact',
                    label: t('invoices.fields.contact'),
                    children: data.invoice.client.contact,
                  },
                  {
                    key: 'email',
                    label: t('invoices.fields.companyEmail'),
                    children: data.invoice.client.companyEmail,
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={7}>
            <Card>
              <h2 className="demo-section-title">{t('invoices.preview.paymentDetails')}</h2>
              <Descriptions
                column={1}
                items={[
                  {
                    key: 'totalDue',
                    label: t('invoices.fields.totalDue'),
                    children: formatMoney(balanceAmount(data.paymentDetails.totalDue)),
                  },
                  {
                    key: 'bank',
                    label: t('invoices.fields.bankName'),
                    children: data.paymentDetails.bankName,
                  },
                  {
                    key: 'country',
                    label: t('invoices.fields.country'),
                    children: data.paymentDetails.country,
                  },
                  { key: 'iban', label: 'IBAN', children: data.paymentDetails.iban },
                  { key: 'swift', label: 'SWIFT', children: data.paymentDetails.swiftCode },
                ]}
              />
              <Button
                block
                icon={<EditOutlined aria-hidden />}
                onClick={() => navigate(pathFor('apps-invoice-edit', { id: String(data.invoice.id) }))}
              >
                {t('common.edit')}
              </Button>
            </Card>
          </Col>
        </Row>
      )}
    </RecordScreen>
  );
}
