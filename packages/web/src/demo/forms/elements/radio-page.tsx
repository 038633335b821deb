import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './radio-page.tsx?raw';

const plans = ['basic', 'team', 'enterprise'] as const;

function BasicRadio() {
  const { t } = useTranslation('demo');
  return (
    <Radio.Group
      aria-label={t('forms.labels.plan')}
      defaultValue="team"
      options={plans.map((plan) => ({ value: plan, label: t(`forms.radio.${plan}`) }))}
    />
  );
}

function ButtonRadio() {
  const { t } = useTranslation('demo');
  return (
    <Radio.Group
      aria-label={t('forms.labels.plan')}
      defaultValue="basic"
      optionType="button"
      buttonStyle="solid"
      options={plans.map((plan) => ({ value: plan, label: t(`forms.radio.${plan}`) }))}
    />
  );
}

function VerticalRadio() {
  const { t } = useTranslation('demo');
  return (
    <Radio.Group
      aria-label={t('forms.labels.plan')}
      defaultValue="enterprise"
      vertical
      options={plans.map((plan) => ({
        value: plan,
        label: t(`forms.radio.${plan}`),
        disabled: plan === 'basic',
      }))}
    />
  );
}

/** /forms/form-element/radio: antd's Radio group: in a row, as buttons, in a column with a disabled choice. */
export function Component() {
  return (
    <ExamplesPage
      page="radio"
      source={source}
      examples={[
        { name: 'BasicRadio', Component: BasicRadio },
        { name: 'ButtonRadio', Component: ButtonRadio },
        { name: 'VerticalRadio', Component: VerticalRadio },
      ]}
    />
  );
}
