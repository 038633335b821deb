import { describe, expect, it } from 'vitest';
import { mockRequest } from '../mocks/mock-request';
import { type Suggestion, type SuggestionGroup, suggestions } from './autosuggest-data';
import { autosuggestHandlers, suggestionsPerGroup } from './autosuggest-handlers';

type Groups = { groups: { group: SuggestionGroup; items: Suggestion[] }[] };
const suggest = async (q: string) =>
  (await mockRequest(autosuggestHandlers, 'GET', `/autosuggest/data?q=${encodeURIComponent(q)}`))
    .body as Groups;

describe('GET /autosuggest/data (SPEC §7)', () => {
  it('suggests the people whose name contains q, whatever the case, by group', async () => {
    const designer = suggestions().designers[4] as Suggestion;
    const lastName = designer.fullName.split(' ').at(-1) ?? '';
    const { groups } = await suggest(lastName.toUpperCase());
    expect(groups.find((entry) => entry.group === 'designers')?.items).toContainEqual(designer);
    for (const { items } of groups) {
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(suggestionsPerGroup);
      expect(items.every((item) => item.fullName.toLowerCase().includes(lastName.toLowerCase()))).toBe(true);
    }
  });

  it('keeps each group short, and suggests nothing for a blank or unmatched q', async () => {
    const { groups } = await suggest('a');
    expect(groups.map((entry) => entry.group)).toEqual(['developers', 'designers']);
    expect(groups.every((entry) => entry.items.length === suggestionsPerGroup)).toBe(true);
    expect(await suggest('  ')).toEqual({ groups: [] });
    expect(await suggest('zzzz-nobody')).toEqual({ groups: [] });
  });
});
