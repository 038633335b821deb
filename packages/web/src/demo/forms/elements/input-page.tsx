import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './input-page.tsx?raw';

function BasicInput() {
  const { t } = useTranslation('demo');
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{t('forms.labels.fullName')}</label>
      <Input id={id} placeholder="Ana Lima" autoComplete="name" />
    </div>
  );
}

function SizedInputs() {
  const { t } = useTranslation('demo');
  return (['small', 'middle', 'large'] as const).map((size) => (
    <Input key={size} size={size} aria-label={t('forms.labels.sized', { size: t(`forms.sizes.${size}`) })} />
  ));
}

function InputStates() {
  const { t } = useTranslation('demo');
  const id = useId();
  return (
    <>
      <div className="demo-field">
        <label htmlFor={id}>{t('forms.labels.email')}</label>
        <Input id={id} status="error" defaultValue="ana@" aria-invalid aria-describedby={`${id}-error`} />
        <span id={`${id}-error`} className="demo-field__error">
          {t('forms.input.badEmail')}
        </span>
      </div>
      <Input disabled aria-label={t('forms.labels.locked')} defaultValue={t('forms.labels.locked')} />
      <Input.Password aria-label={t('forms.labels.password')} autoComplete="new-password" />
    </>
  );
}

/** /forms/form-element/input: antd's Input, labelled, in three sizes, in error, disabled and for a password. */
export function Component() {
  return (
    <ExamplesPage
      page="input"
      source={source}
      examples={[
        { name: 'BasicInput', Component: BasicInput },
        { name: 'SizedInputs', Component: SizedInputs },
        { name: 'InputStates', Component: InputStates },
      ]}
    />
  );
}
