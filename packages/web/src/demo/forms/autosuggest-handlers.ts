import { HttpResponse, http } from 'msw';
import { includesText } from '../mocks/paginate';
import { suggestionGroups, suggestions } from './autosuggest-data';

/** At most this many suggestions a group, so the list under the field stays short. */
export const suggestionsPerGroup = 5;

/**
 * The auto-suggest sample's call (SPEC §7): the people whose name contains `q`, by group, groups
 * with none left out; a blank `q` suggests nothing.
 */
export const autosuggestHandlers = [
  http.get('/autosuggest/data', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
    const groups = q
      ? suggestionGroups
          .map((group) => ({
            group,
            items: suggestions()
              [group].filter((person) => includesText(person.fullName, q))
              .slice(0, suggestionsPerGroup),
          }))
          .filter((entry) => entry.items.length > 0)
      : [];
    return HttpResponse.json({ groups });
  }),
];
