import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { demoCall } from '../../demo-api';
import type { Suggestion, SuggestionGroup } from '../autosuggest-data';
import { ExamplesPage } from '../example-card';
import source from './auto-suggest-page.tsx?raw';

interface SuggestionAnswer {
  groups: { group: SuggestionGroup; items: Suggestion[] }[];
}

/** The people whose name holds `q`, by group, from GET /autosuggest/data (SPEC §7). */
function useSuggestions(q: string) {
  const typed = useDeferredValue(q.trim());
  return useQuery({
    queryKey: ['demo', 'autosuggest', typed],
    queryFn: () => demoCall<SuggestionAnswer>('GET', '/autosuggest/data', { q: typed }),
    enabled: typed.length > 0,
    placeholderData: (previous) => previous,
  });
}

function PeopleAutoSuggest() {
  const { t } = useTranslation('demo');
  const [q, setQ] = useState('');
  const { data } = useSuggestions(q);
  const options = q.trim()
    ? (data?.groups ?? []).map(({ group, items }) => ({
        label: t(`forms.autoSuggest.${group}`),
        options: items.map((person) => ({
          value: person.fullName,
          label: `${person.fullName} · ${person.email}`,
        })),
      }))
    : [];
  return (
    <AutoComplete value={q} onChange={setQ} options={options} style={{ width: '100%' }}>
      <Input.Search aria-label={t('forms.labels.person')} placeholder={t('forms.autoSuggest.placeholder')} />
    </AutoComplete>
  );
}

function FirstMatchAutoSuggest() {
  const { t } = useTranslation('demo');
  const [q, setQ] = useState('');
  const { data } = useSuggestions(q);
  const options = q.trim()
    ? (data?.groups ?? []).flatMap(({ items }) => items.map((person) => ({ value: person.email })))
    : [];
  return (
    <AutoComplete
      value={q}
      onChange={setQ}
      options={options}
      defaultActiveFirstOption
      aria-label={t('forms.labels.email')}
      style={{ width: '100%' }}
    />
  );
}

/** /forms/form-element/auto-suggest: suggestions from the mock as one types, by group or as addresses. */
export function Component() {
  return (
    <ExamplesPage
      page="autoSuggest"
      source={source}
      examples={[
        { name: 'PeopleAutoSuggest', Component: PeopleAutoSuggest },
        { name: 'FirstMatchAutoSuggest', Component: FirstMatchAutoSuggest },
      ]}
    />
  );
}
