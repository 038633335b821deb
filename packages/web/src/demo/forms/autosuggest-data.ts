import { seededFaker } from '../mocks/seeded-faker';

/** The groups the auto-suggest sample offers its people in. */
export const suggestionGroups = ['developers', 'designers'] as const;
export type SuggestionGroup = (typeof suggestionGroups)[number];

export interface Suggestion {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
}

function makeSuggestions(): Record<SuggestionGroup, Suggestion[]> {
  const faker = seededFaker(9201);
  let id = 0;
  const people = () =>
    Array.from({ length: 12 }, () => {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      return {
        id: ++id,
        fullName: `${firstName} ${lastName}`,
        email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
        avatar: '',
      };
    });
  return { developers: people(), designers: people() };
}

let made: Record<SuggestionGroup, Suggestion[]> | undefined;

/** The people the auto-suggest sample suggests, by group: made once from their seed. */
export function suggestions(): Record<SuggestionGroup, Suggestion[]> {
  made ??= makeSuggestions();
  return made;
}
