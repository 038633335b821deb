import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Input, Select, Space, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { useCountryOptions } from '../elements/use-country-options';
import { FormField } from './form-field';
import { type WizardForm, wizardSchema, wizardSteps } from './form-schemas';
import '../forms.css';

const blank: WizardForm = { email: '', password: '', firstName: '', lastName: '', country: '', city: '' };
const autoCompletes: Record<keyof WizardForm, string> = {
  email: 'email',
  password: 'new-password',
  firstName: 'given-name',
  lastName: 'family-name',
  country: 'country',
  city: 'address-level2',
};

/** /forms/form-wizard: three steps, each checked before the next opens, back and next by keyboard. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('forms.wizard.title');
  usePageTitle(title);
  const countries = useCountryOptions();
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { control, trigger, handleSubmit, formState } = useForm({
    resolver: zodResolver(wizardSchema),
    defaultValues: blank,
    mode: 'onTouched',
  });
  const current = wizardSteps[step] ?? wizardSteps[0];
  const last = step === wizardSteps.length - 1;

  // A new step moves the focus to its heading, so a keyboard or screen reader user starts there.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const next = async () => {
    if (await trigger([...current.fields])) setStep(step + 1);
  };

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('forms.area')]} />
      <Card>
        <Steps
          current={step}
          items={wizardSteps.map(({ key }) => ({ title: t(`forms.wizard.steps.${key}`) }))}
          className="demo-wizard__steps"
        />
        <form noValidate aria-label={title} onSubmit={handleSubmit(() => setDone(true))}>
          <h2 ref={heading} tabIndex={-1} className="demo-example__title">
            {t('forms.wizard.stepOf', {
              step: step + 1,
              total: wizardSteps.length,
              name: t(`forms.wizard.steps.${current.key}`),
            })}
          </h2>
          <div className="demo-wizard__fields">
            {current.fields.map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <FormField
                    id={`wizard-${name}`}
                    label={t(`forms.wizard.${name}`)}
                    error={formState.errors[name]?.message}
                  >
                    {(link) =>
                      name === 'country' ? (
                        <Select
                          {...field}
                          {...link}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={countries}
                        />
                      ) : name === 'password' ? (
                        <Input.Password {...field} {...link} autoComplete={autoCompletes[name]} />
                      ) : (
                        <Input {...field} {...link} autoComplete={autoCompletes[name]} />
                      )
                    }
                  </FormField>
                )}
              />
            ))}
          </div>
          <Space className="demo-form-actions">
            <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
              {t('forms.wizard.back')}
            </Button>
            {last ? (
              <Button type="primary" htmlType="submit">
                {t('forms.wizard.finish')}
              </Button>
            ) : (
              <Button type="primary" onClick={next}>
                {t('forms.wizard.next')}
              </Button>
            )}
          </Space>
          <div aria-live="polite">
            {done && <Alert type="success" showIcon title={t('forms.wizard.done')} />}
          </div>
        </form>
      </Card>
    </>
  );
}
