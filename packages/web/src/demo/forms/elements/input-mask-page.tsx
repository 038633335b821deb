import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { ExamplesPage } from '../example-card';
import source from './input-mask-page.tsx?raw';

// react-imask draws a plain input: antd's class gives it the other fields' look.
const fieldClass = 'ant-input ant-input-outlined';

function PhoneMask() {
  const { t } = useTranslation('demo');
  const id = useId();
  const [digits, setDigits] = useState('');
  return (
    <div className="demo-field">
      <label htmlFor={id}>{t('forms.labels.phone')}</label>
      <IMaskInput
        id={id}
        className={fieldClass}
        mask="+{1} (000) 000-0000"
        unmask
        lazy={false}
        inputMode="tel"
        onAccept={(value: string) => setDigits(value)}
      />
      <span data-testid="phone-digits">{t('forms.inputMask.digits', { value: digits || '—' })}</span>
    </div>
  );
}

function DateMask() {
  const { t } = useTranslation('demo');
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{t('forms.labels.date')}</label>
      <IMaskInput
        id={id}
        className={fieldClass}
        mask="0000-00-00"
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
      />
    </div>
  );
}

function CardMask() {
  const { t } = useTranslation('demo');
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{t('forms.labels.card')}</label>
      <IMaskInput
        id={id}
        className={fieldClass}
        mask="0000 0000 0000 0000"
        placeholder="0000 0000 0000 0000"
        inputMode="numeric"
        autoComplete="cc-number"
      />
    </div>
  );
}

function NumeralMask() {
  const { t } = useTranslation('demo');
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{t('forms.labels.amount')}</label>
      <IMaskInput
        id={id}
        className={fieldClass}
        mask={Number}
        scale={2}
        thousandsSeparator=" "
        radix="."
        mapToRadix={[',']}
        inputMode="decimal"
      />
    </div>
  );
}

/** /forms/form-element/form-input-mask: fields that shape what is typed (react-imask): phone, date, card, amount. */
export function Component() {
  return (
    <ExamplesPage
      page="inputMask"
      source={source}
      examples={[
        { name: 'PhoneMask', Component: PhoneMask },
        { name: 'DateMask', Component: DateMask },
        { name: 'CardMask', Component: CardMask },
        { name: 'NumeralMask', Component: NumeralMask },
      ]}
    />
  );
}
