import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { invoiceHandlers } from './invoice-handlers';
import { balanceAmount, type Invoice, invoiceStatuses, type PaymentDetails } from './invoice-model';

type List = { invoices: Invoice[]; total: number };
const list = async (query: string) =>
  (await mockRequest(invoiceHandlers, 'GET', `/apps/invoice/invoices?${query}`)).body as List;

beforeEach(() => resetDemoStore());

describe('invoice mocks (SPEC §7)', () => {
  it('lists 10 a page by id, with the total of all that match', async () => {
    const first = await list('');
    expect(first.invoices).toHaveLength(10);
    expect(first.total).toBe(50);
    const ids = first.invoices.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const last = await list('page=5&perPage=10');
    expect(last.invoices).toHaveLength(10);
    expect(last.invoices[0]?.id).toBe((first.invoices[0]?.id ?? 0) + 40);
  });

  it('searches client email or name, case-insensitively, and filters status exactly', async () => {
    const { invoices } = await list('perPage=50');
    const sample = invoices[7] as Invoice;
    const byName = await list(`q=${encodeURIComponent(sample.client.name.toUpperCase())}&perPage=50`);
    expect(byName.invoices.map((i) => i.id)).toContain(sample.id);
    const byEmail = await list(`q=${encodeURIComponent(sample.client.companyEmail)}&perPage=50`);
    expect(byEmail.invoices.every((i) => i.client.companyEmail.includes(sample.client.companyEmail))).toBe(
      true,
    );
    const byService = await list(`q=${encodeURIComponent(sample.service)}`);
    expect(byService.total).toBe(0);
    const pastDue = await list('status=Past%20Due&perPage=50');
    expect(pastDue.total).toBeGreaterThan(0);
    expect(pastDue.invoices.every((i) => i.invoiceStatus === 'Past Due')).toBe(true);
    expect((await list('status=past%20due')).total).toBe(0);
  });

  it('sorts by a column either way; balances sort by amount whatever their form', async () => {
    const { invoices } = await list('sortBy=balance&sortDesc=true&perPage=50');
    const amounts = invoices.map((i) => balanceAmount(i.balance));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(invoices.some((i) => typeof i.balance === 'string')).toBe(true);
    expect(invoices.some((i) => balanceAmount(i.balance) < 0)).toBe(true);
  });

  it('keeps to the states and forms of SPEC', async () => {
    const { invoices } = await list('perPage=50');
    expect(new Set(invoices.map((i) => i.invoiceStatus))).toEqual(new Set(invoiceStatuses));
    for (const invoice of invoices) {
      expect(invoice.issuedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (typeof invoice.balance === 'string') expect(invoice.balance).toMatch(/^-?\$[\d,]+$/);
    }
  });

  it('opens one invoice with its payment details; an unknown id is 404 with an empty body', async () => {
    const { invoices } = await list('');
    const id = invoices[0]?.id;
    const one = await mockRequest(invoiceHandlers, 'GET', `/apps/invoice/invoices/${id}`);
    const body = one.body as { invoice: Invoice; paymentDetails: PaymentDetails };
    expect(body.invoice.id).toBe(id);
    expect(Object.keys(body.paymentDetails).sort()).toEqual([
      'bankName',
      'country',
      'iban',
      'swiftCode',
      'totalDue',
    ]);
    expect(await mockRequest(invoiceHandlers, 'GET', '/apps/invoice/invoices/999999')).toEqual({
      status: 404,
      body: null,
    });
  });

  it('gives the first 5 clients', async () => {
    const { invoices } = await list('');
    const clients = (await mockRequest(invoiceHandlers, 'GET', '/apps/invoice/clients')).body;
    expect(clients).toEqual(invoices.slice(0, 5).map((i) => i.client));
  });

  it('adds and edits an invoice, kept for the session; a bad body is 400 with a code', async () => {
    const { invoices } = await list('');
    const draft = { ...(invoices[0] as Invoice), invoiceStatus: 'Draft', balance: '-$1,250' };
    const { id: _id, avatar: _avatar, ...input } = draft;
    const added = await mockRequest(invoiceHandlers, 'POST', '/apps/invoice/invoices', { invoice: input });
    expect(added.status).toBe(201);
    const newId = (added.body as { invoice: Invoice }).invoice.id;
    expect((await list('')).total).toBe(51);
    const edited = await mockRequest(invoiceHandlers, 'POST', `/apps/invoice/invoices/${newId}`, {
      invoice: { ...input, service: 'Audit' },
    });
    expect((edited.body as { invoice: Invoice }).invoice).toMatchObject({ id: newId, service: 'Audit' });
    const bad = await mockRequest(invoiceHandlers, 'POST', '/apps/invoice/invoices', {
      invoice: { ...input, total: 'lots' },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { code: string } }).error.code).toBe('invalid_body');
    expect(
      (await mockRequest(invoiceHandlers, 'POST', '/apps/invoice/invoices/999999', { invoice: input }))
        .status,
    ).toBe(404);
  });
});
