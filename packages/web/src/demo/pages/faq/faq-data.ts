import { seededFaker } from '../../mocks/seeded-faker';

/** The FAQ page's topics, in the order the page lists them. */
export const faqTopics = ['payment', 'delivery', 'returns', 'orders', 'services'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export interface FaqQuestion {
  question: string;
  answer: string;
}

/** One topic of GET /faq/data (SPEC §7); the page names it in the reader's language. */
export interface FaqCategory {
  topic: FaqTopic;
  questions: FaqQuestion[];
}

/** A question about a product, with its answer; `n` is a small number of the seed's choosing. */
type Asked = (thing: string, n: number) => FaqQuestion;

/** The questions each topic asks; the faker picks the products and the numbers. */
const askedAbout: Record<FaqTopic, Asked[]> = {
  payment: [
    (thing, n) => ({
      question: `Can I pay for the ${thing} in instalments?`,
      answer: `Yes: at checkout choose monthly payments and spread the price over up to ${n + 2} months, with no fee.`,
    }),
    (thing) => ({
      question: `Which cards do you accept for the ${thing}?`,
      answer: 'Visa, Mastercard and American Express, as well as bank transfers and PayPal.',
    }),
    (thing) => ({
      question: `Why was my payment for the ${thing} declined?`,
      answer:
        'Your bank may have blocked it: check the card details and its limit, or ask your bank to allow it.',
    }),
  ],
  delivery: [
    (thing, n) => ({
      question: `How long does the ${thing} take to arrive?`,
      answer: `Most orders arrive within ${n} to ${n + 3} working days of shipping.`,
    }),
    (thing) => ({
      question: `Can the ${thing} be delivered to another address?`,
      answer: 'Yes, as long as it has not shipped yet: change the address on the order page.',
    }),
    (thing, n) => ({
      question: `Do you ship the ${thing} abroad?`,
      answer: `We ship to ${n * 10} countries; the checkout shows the cost for yours.`,
    }),
  ],
  returns: [
    (thing, n) => ({
      question: `How do I return the ${thing}?`,
      answer: `Open the order, choose Return and print the label: you have ${n * 10} days from delivery.`,
    }),
    (thing, n) => ({
      question: `When will I get my money back for the ${thing}?`,
      answer: `Within ${n + 2} working days of the return reaching us, on the card you paid with.`,
    }),
  ],
  orders: [
    (thing) => ({
      question: `Where can I follow my order of the ${thing}?`,
      answer: "On the order page: it shows each step and the parcel's tracking number once shipped.",
    }),
    (thing, n) => ({
      question: `Can I change my order of the ${thing} after paying?`,
      answer: `Yes, within ${n} hours of paying, while it is still being prepared.`,
    }),
    (thing) => ({
      question: `Why is my ${thing} order still pending?`,
      answer: 'We are waiting for the payment to clear; it usually takes less than a day.',
    }),
  ],
  services: [
    (thing, n) => ({
      question: `Does the ${thing} come with a warranty?`,
      answer: `Every product comes with a ${n}-year warranty against defects.`,
    }),
    (thing) => ({
      question: `Can you install the ${thing} for me?`,
      answer: 'Yes: add installation at checkout and a technician calls you to agree on a day.',
    }),
  ],
};

function makeFaq(): FaqCategory[] {
  const faker = seededFaker(8101);
  return faqTopics.map((topic) => ({
    topic,
    questions: askedAbout[topic].map((ask) =>
      ask(faker.commerce.product().toLowerCase(), faker.number.int({ min: 2, max: 5 })),
    ),
  }));
}

let made: FaqCategory[] | undefined;

/** The FAQ: made once from its seed, the same for every visitor. */
export function faqData(): FaqCategory[] {
  made ??= makeFaq();
  return made;
}
