/** SPEC §9: the invoice list's page size. */
export const invoicePageSize = 10;

/** SPEC §4: the demo invoice states. */
export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

/** SPEC §3 Invoice. `balance` is a number or a currency string such as "$724" and may be negative. */
export interface Invoice {
  id: number;
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  balance: number | string;
  dueDate: string;
}

export interface PaymentDetails {
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

/** The amount of a balance as a number: "$2,060" → 2060, "-$205" → -205. */
export function balanceAmount(balance: number | string): number {
  if (typeof balance === 'number') return balance;
  const amount = Number(balance.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}
