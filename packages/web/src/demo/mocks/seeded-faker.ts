import { base, en, Faker } from '@faker-js/faker';

/**
 * A faker of its own for each sample collection, seeded, so every visitor sees the same believable
 * records and one collection's growth never shifts another's.
 */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  // Dates relative to a fixed day, not to today: the same seed gives the same records every day.
  faker.setDefaultRefDate(referenceDate);
  return faker;
}

/** The day the sample data is made around. */
export const referenceDate = new Date('2026-06-15T09:00:00Z');
