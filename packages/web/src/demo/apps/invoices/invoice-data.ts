import { demoCollection } from '../../mocks/demo-store';
import { seededFaker } from '../../mocks/seeded-faker';
import { type Invoice, invoiceStatuses, type PaymentDetails } from './invoice-model';

const services = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
];

function makeInvoices(): Invoice[] {
  const faker = seededFaker(4987);
  return Array.from({ length: 50 }, (_, index) => {
    const issued = faker.date.past({ years: 1 });
    const due = faker.date.soon({ days: 60, refDate: issued });
    const total = faker.number.int({ min: 100, max: 6000 });
    const invoiceStatus = faker.helpers.arrayElement(invoiceStatuses);
    const owed = invoiceStatus === 'Paid' ? 0 : faker.number.int({ min: -500, max: total });
    const name = faker.person.fullName();
    const company = faker.company.name();
    return {
      id: 4987 + index,
      issuedDate: issued.toISOString().slice(0, 10),
      client: {
        address: faker.location.streetAddress(),
        company,
        companyEmail: faker.internet
          .email({ firstName: name.split(' ')[0], provider: 'example.com' })
          .toLowerCase(),
        country: faker.location.country(),
        contact: faker.phone.number({ style: 'national' }),
        name,
      },
      service: faker.helpers.arrayElement(services),
      total,
      avatar: '',
      invoiceStatus,
      // As the template's data has it: some balances a currency string, the others a number.
      balance: owed > 0 && faker.datatype.boolean() ? `$${owed.toLocaleString('en-US')}` : owed,
      dueDate: due.toISOString().slice(0, 10),
    };
  });
}

export const invoices = demoCollection('invoices', makeInvoices);

/** Bank details of an invoice, made from its id so they stay the same on every visit. */
export function paymentDetailsOf(invoice: Invoice): PaymentDetails {
  const faker = seededFaker(invoice.id);
  return {
    totalDue: `$${invoice.total.toLocaleString('en-US')}.00`,
    bankName: `${faker.company.name()} Bank`,
    country: invoice.client.country,
    iban: faker.finance.iban(),
    swiftCode: faker.finance.bic(),
  };
}
