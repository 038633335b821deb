import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type { ListParams } from '../../use-list-params';
import type { Invoice, InvoiceClient, InvoiceStatus, PaymentDetails } from './invoice-model';

export interface InvoiceListParams extends ListParams {
  status: InvoiceStatus | '';
}

export type InvoiceInput = Omit<Invoice, 'id' | 'avatar'>;

const invoicesKey = ['template-demo', 'invoices'] as const;

export function useInvoices(params: InvoiceListParams) {
  return useQuery({
    queryKey: [...invoicesKey, 'list', params],
    queryFn: () => demoCall<{ invoices: Invoice[]; total: number }>('GET', '/apps/invoice/invoices', params),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: [...invoicesKey, 'one', id],
    queryFn: () =>
      demoCall<{ invoice: Invoice; paymentDetails: PaymentDetails }>('GET', `/apps/invoice/invoices/${id}`),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useInvoiceClients() {
  return useQuery({
    queryKey: [...invoicesKey, 'clients'],
    queryFn: () => demoCall<InvoiceClient[]>('GET', '/apps/invoice/clients'),
  });
}

/** Adds (no id) or changes an invoice; every invoice view reads again afterwards. */
export function useSaveInvoice(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: InvoiceInput) =>
      demoCall<{ invoice: Invoice }>('POST', `/apps/invoice/invoices${id === undefined ? '' : `/${id}`}`, {
        invoice,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}
