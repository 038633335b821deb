import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './spinbutton-page.tsx?raw';

function BasicSpinbutton() {
  const { t } = useTranslation('demo');
  return <InputNumber min={1} max={10} defaultValue={3} aria-label={t('forms.labels.quantity')} />;
}

function DecimalSpinbutton() {
  const { t } = useTranslation('demo');
  return (
    <InputNumber
      min={0}
      max={5}
      step={0.1}
      precision={1}
      defaultValue={1.5}
      aria-label={t('forms.labels.weight')}
    />
  );
}

function MoneySpinbutton() {
  const { t, i18n } = useTranslation('demo');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  return (
    <InputNumber<number>
      min={0}
      step={5}
      defaultValue={25}
      formatter={(value) => (value === undefined ? '' : money.format(Number(value)))}
      parser={(text) => Number((text ?? '').replace(/[^\d.,-]/g, '').replace(',', '.')) || 0}
      aria-label={t('forms.labels.price')}
      style={{ width: 160 }}
    />
  );
}

/** /forms/form-element/spinbutton: antd's InputNumber (a spin button): whole, decimal, money. */
export function Component() {
  return (
    <ExamplesPage
      page="spinbutton"
      source={source}
      examples={[
        { name: 'BasicSpinbutton', Component: BasicSpinbutton },
        { name: 'DecimalSpinbutton', Component: DecimalSpinbutton },
        { name: 'MoneySpinbutton', Component: MoneySpinbutton },
      ]}
    />
  );
}
