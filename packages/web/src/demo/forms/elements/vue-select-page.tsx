import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './vue-select-page.tsx?raw';

/** Every region the browser can name, in the console's language: a list long enough to want a search. */
function useAllCountries() {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const codes = Array.from({ length: 26 * 26 }, (_, index) =>
    String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)),
  );
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .filter((option) => option.label !== option.value)
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
}

function SearchableSelect() {
  const { t } = useTranslation('demo');
  const countries = useAllCountries();
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      aria-label={t('forms.labels.country')}
      defaultValue="PT"
      options={countries}
      style={{ width: '100%' }}
    />
  );
}

function SearchableMultiSelect() {
  const { t } = useTranslation('demo');
  const countries = useAllCountries();
  return (
    <Select
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      maxTagCount="responsive"
      aria-label={t('forms.labels.countries')}
      defaultValue={['BR', 'FR']}
      options={countries}
      style={{ width: '100%' }}
    />
  );
}

function TaggingSelect() {
  const { t } = useTranslation('demo');
  return (
    <Select
      mode="tags"
      aria-label={t('forms.labels.keywords')}
      defaultValue={['cube', 'pivot']}
      options={['cube', 'pivot', 'report', 'forecast'].map((word) => ({ value: word, label: word }))}
      style={{ width: '100%' }}
    />
  );
}

/** /forms/form-element/vue-select: a select to search in (the template's vue-select): one, many, new words. */
export function Component() {
  return (
    <ExamplesPage
      page="vueSelect"
      source={source}
      examples={[
        { name: 'SearchableSelect', Component: SearchableSelect },
        { name: 'SearchableMultiSelect', Component: SearchableMultiSelect },
        { name: 'TaggingSelect', Component: TaggingSelect },
      ]}
    />
  );
}
