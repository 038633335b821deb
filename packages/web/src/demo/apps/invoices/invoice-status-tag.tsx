import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import type { InvoiceStatus } from './invoice-model';

const tones: Record<InvoiceStatus, StatusTone> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'accent',
  Draft: 'neutral',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
};

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('demo');
  return <StatusTag tone={tones[status]}>{t(`invoices.status.${status}`)}</StatusTag>;
}
