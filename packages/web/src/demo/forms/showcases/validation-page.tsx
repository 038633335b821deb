import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Checkbox, Col, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { FormField } from './form-field';
import { type SignUp, signUpSchema } from './form-schemas';
import '../forms.css';

const blank: SignUp = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  age: undefined as unknown as number,
  website: '',
  terms: false,
};

/** /forms/form-validation: a sign-up checked by zod through react-hook-form, its errors tied to their fields. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('forms.validation.title');
  usePageTitle(title);
  const [signedUp, setSignedUp] = useState<string>();
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: blank,
    mode: 'onTouched',
  });
  const error = (field: keyof SignUp) => formState.errors[field]?.message;
  const text = (field: 'username' | 'email' | 'website', autoComplete: string) => (
    <Controller
      control={control}
      name={field}
      render={({ field: props }) => (
        <FormField id={`signup-${field}`} label={t(`forms.validation.${field}`)} error={error(field)}>
          {(link) => <Input {...props} {...link} autoComplete={autoComplete} />}
        </FormField>
      )}
    />
  );
  const password = (field: 'password' | 'confirm') => (
    <Controller
      control={control}
      name={field}
      render={({ field: props }) => (
        <FormField id={`signup-${field}`} label={t(`forms.validation.${field}`)} error={error(field)}>
          {(link) => <Input.Password {...props} {...link} autoComplete="new-password" />}
        </FormField>
      )}
    />
  );

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('forms.area')]} />
      <Card>
        <form
          noValidate
          aria-label={title}
          onSubmit={handleSubmit((form) => setSignedUp(form.username))}
          onReset={() => {
            reset(blank);
            setSignedUp(undefined);
          }}
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              {text('username', 'username')}
            </Col>
            <Col xs={24} md={12}>
              {text('email', 'email')}
            </Col>
            <Col xs={24} md={12}>
              {password('password')}
            </Col>
            <Col xs={24} md={12}>
              {password('confirm')}
            </Col>
            <Col xs={24} md={12}>
              <Controller
                control={control}
                name="age"
                render={({ field: props }) => (
                  <FormField id="signup-age" label={t('forms.validation.age')} error={error('age')}>
                    {(link) => (
                      <InputNumber
                        {...props}
                        {...link}
                        value={props.value ?? null}
                        onChange={(value) => props.onChange(value ?? undefined)}
                        style={{ width: '100%' }}
                      />
                    )}
                  </FormField>
                )}
              />
            </Col>
            <Col xs={24} md={12}>
              {text('website', 'url')}
            </Col>
            <Col xs={24}>
              <Controller
                control={control}
                name="terms"
                render={({ field: props }) => (
                  <div className="demo-field">
                    <Checkbox
                      id="signup-terms"
                      checked={props.value}
                      onChange={(event) => props.onChange(event.target.checked)}
                      onBlur={props.onBlur}
                      aria-invalid={Boolean(error('terms'))}
                      aria-describedby={error('terms') ? 'signup-terms-error' : undefined}
                    >
                      {t('forms.validation.terms')}
                    </Checkbox>
                    {error('terms') && (
                      <span id="signup-terms-error" className="demo-field__error">
                        {t(`forms.errors.${error('terms')}`)}
                      </span>
                    )}
                  </div>
                )}
              />
            </Col>
          </Row>
          <Space className="demo-form-actions">
            <Button type="primary" htmlType="submit">
              {t('forms.validation.submit')}
            </Button>
            <Button htmlType="reset">{t('forms.reset')}</Button>
          </Space>
          <div aria-live="polite">
            {signedUp && (
              <Alert type="success" showIcon title={t('forms.validation.done', { username: signedUp })} />
            )}
          </div>
        </form>
      </Card>
    </>
  );
}
