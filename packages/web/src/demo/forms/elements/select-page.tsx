import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './select-page.tsx?raw';
import { useCountryOptions } from './use-country-options';

function BasicSelect() {
  const { t } = useTranslation('demo');
  const countries = useCountryOptions();
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{t('forms.labels.country')}</label>
      <Select id={id} defaultValue="FR" options={countries} style={{ width: '100%' }} />
    </div>
  );
}

function MultipleSelect() {
  const { t } = useTranslation('demo');
  const countries = useCountryOptions();
  return (
    <Select
      mode="multiple"
      aria-label={t('forms.labels.countries')}
      defaultValue={['DE', 'PT']}
      options={countries}
      style={{ width: '100%' }}
    />
  );
}

function SizedSelect() {
  const { t } = useTranslation('demo');
  const countries = useCountryOptions();
  return (['small', 'middle', 'large'] as const).map((size) => (
    <Select
      key={size}
      size={size}
      aria-label={t('forms.labels.sized', { size: t(`forms.sizes.${size}`) })}
      defaultValue="BR"
      options={countries}
      style={{ width: '100%' }}
    />
  ));
}

/** /forms/form-element/form-select: antd's Select, one choice, many, three sizes. */
export function Component() {
  return (
    <ExamplesPage
      page="select"
      source={source}
      examples={[
        { name: 'BasicSelect', Component: BasicSelect },
        { name: 'MultipleSelect', Component: MultipleSelect },
        { name: 'SizedSelect', Component: SizedSelect },
      ]}
    />
  );
}
