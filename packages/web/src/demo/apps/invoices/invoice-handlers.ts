import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { includesText, paginate, positiveInt } from '../../mocks/paginate';
import { bodyOf, notFound } from '../../mocks/replies';
import { invoices, paymentDetailsOf } from './invoice-data';
import { balanceAmount, type Invoice, invoicePageSize, invoiceStatuses } from './invoice-model';

const sortKeys: Record<string, (invoice: Invoice) => string | number> = {
  id: (invoice) => invoice.id,
  client: (invoice) => invoice.client.name.toLowerCase(),
  total: (invoice) => invoice.total,
  issuedDate: (invoice) => invoice.issuedDate,
  dueDate: (invoice) => invoice.dueDate,
  balance: (invoice) => balanceAmount(invoice.balance),
  invoiceStatus: (invoice) => invoice.invoiceStatus,
};

const isoDate = z.iso.date();
const clientSchema = z.object({
  address: z.string().trim().min(1).max(200),
  company: z.string().trim().min(1).max(200),
  companyEmail: z.email().max(200),
  country: z.string().trim().min(1).max(100),
  contact: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(200),
});
const invoiceInput = z.object({
  issuedDate: isoDate,
  dueDate: isoDate,
  client: clientSchema,
  service: z.string().trim().min(1).max(200),
  total: z.number().nonnegative().max(1e9),
  invoiceStatus: z.enum(invoiceStatuses),
  balance: z.union([z.number().min(-1e9).max(1e9), z.string().regex(/^-?\$?-?[\d,]+(\.\d+)?$/)]),
});
const invoiceBody = z.object({ invoice: invoiceInput });

function invoiceOf(id: string | readonly string[] | undefined): Invoice | undefined {
  return invoices.all().find((invoice) => String(invoice.id) === id);
}

/** The invoice app's calls (SPEC §7): list, clients, one invoice with its payment details, add, edit. */
export const invoiceHandlers = [
  http.get('/apps/invoice/invoices', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const status = params.get('status') ?? '';
    const sortKey = sortKeys[params.get('sortBy') ?? 'id'] ?? sortKeys.id;
    const descending = params.get('sortDesc') === 'true';
    const found = invoices
      .all()
      .filter(
        (invoice) =>
          !q || includesText(invoice.client.companyEmail, q) || includesText(invoice.client.name, q),
      )
      .filter((invoice) => !status || invoice.invoiceStatus === status)
      .sort((a, b) => {
        const [x, y] = [sortKey?.(a) ?? 0, sortKey?.(b) ?? 0];
        const order = x < y ? -1 : x > y ? 1 : a.id - b.id;
        return descending ? -order : order;
      });
    const perPage = positiveInt(params.get('perPage'), invoicePageSize);
    const page = positiveInt(params.get('page'), 1);
    return HttpResponse.json({ invoices: paginate(found, perPage, page), total: found.length });
  }),

  http.get('/apps/invoice/clients', () =>
    HttpResponse.json(
      invoices
        .all()
        .slice(0, 5)
        .map((invoice) => invoice.client),
    ),
  ),

  http.get('/apps/invoice/invoices/:id', ({ params }) => {
    const invoice = invoiceOf(params.id);
    if (!invoice) return notFound();
    return HttpResponse.json({ invoice, paymentDetails: paymentDetailsOf(invoice) });
  }),

  http.post('/apps/invoice/invoices', async ({ request }) => {
    const body = await bodyOf(request, invoiceBody);
    if (!body.ok) return body.reply;
    const all = invoices.all();
    const invoice: Invoice = {
      ...body.value.invoice,
      avatar: '',
      id: Math.max(0, ...all.map((i) => i.id)) + 1,
    };
    invoices.save([invoice, ...all]);
    return HttpResponse.json({ invoice }, { status: 201 });
  }),

  http.post('/apps/invoice/invoices/:id', async ({ request, params }) => {
    const existing = invoiceOf(params.id);
    if (!existing) return notFound();
    const body = await bodyOf(request, invoiceBody);
    if (!body.ok) return body.reply;
    const invoice: Invoice = { ...existing, ...body.value.invoice };
    invoices.save(invoices.all().map((i) => (i.id === invoice.id ? invoice : i)));
    return HttpResponse.json({ invoice });
  }),
];
