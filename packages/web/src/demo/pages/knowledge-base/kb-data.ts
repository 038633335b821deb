import { referenceDate, seededFaker } from '../../mocks/seeded-faker';
import { slugOfWords } from '../../mocks/slug';

export interface KbQuestion {
  slug: string;
  title: string;
  /** The day it was last changed, yyyy-mm-dd, for the page to write the reader's way. */
  updatedOn: string;
  paragraphs: string[];
}

export interface KbSection {
  id: number;
  title: string;
  questions: KbQuestion[];
}

/** One category of the knowledge base (SPEC §3): its sections hold its questions. */
export interface KbCategory {
  slug: string;
  title: string;
  description: string;
  sections: KbSection[];
}

const categoryTitles = [
  'Sales automation',
  'Marketing automation',
  'API questions',
  'Personalization',
  'Email marketing',
  'Demand generation',
];

function makeKnowledgeBase(): KbCategory[] {
  const faker = seededFaker(8201);
  let sectionId = 0;
  return categoryTitles.map((title) => {
    // Unique within the category, so a question's slug finds exactly one.
    const asked = faker.helpers.uniqueArray(
      () => `How to ${faker.hacker.verb()} the ${faker.hacker.noun()}`,
      faker.number.int({ min: 8, max: 14 }),
    );
    const sectionCount = faker.number.int({ min: 2, max: 3 });
    const perSection = Math.ceil(asked.length / sectionCount);
    return {
      slug: slugOfWords(title),
      title,
      description: faker.company.catchPhrase(),
      sections: Array.from({ length: sectionCount }, (_, index) => ({
        id: ++sectionId,
        title: faker.commerce.department(),
        questions: asked.slice(index * perSection, (index + 1) * perSection).map((question) => ({
          slug: slugOfWords(question),
          title: `${question}?`,
          updatedOn: faker.date.recent({ days: 200, refDate: referenceDate }).toISOString().slice(0, 10),
          paragraphs: Array.from(
            { length: 3 },
            () => `${faker.hacker.phrase()} ${faker.company.catchPhrase()}.`,
          ),
        })),
      })),
    };
  });
}

let made: KbCategory[] | undefined;

/** The knowledge base: made once from its seed, the same for every visitor. */
export function knowledgeBase(): KbCategory[] {
  made ??= makeKnowledgeBase();
  return made;
}
