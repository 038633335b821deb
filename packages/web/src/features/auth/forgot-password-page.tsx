import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { email, required, useForm } from '../../components/use-form';
import { pathFor } from '../../lib/routes';
import { requestReset } from './api/auth-api';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { useSubmit } from './use-submit';

/** Asks for a reset link; the answer is the same whether the address is registered or not. */
export function Component() {
  const { t } = useTranslation();
  const { busy, notice, setNotice, run } = useSubmit();
  const [sent, setSent] = useState(false);
  const form = useForm(
    { email: '' },
    { email: [required(t('auth.register.emailRequired')), email(t('auth.register.emailInvalid'))] },
  );

  const onValid = (values: { email: string }) =>
    run(async () => {
      await requestReset(values.email.trim());
      setSent(true);
      setNotice({ type: 'success', text: t('auth.forgot.sent'), testId: 'forgot-sent' });
    });

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <AuthNotice notice={notice} />
      {!sent && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => void onValid(values))}
          aria-labelledby="auth-card-title"
        >
          <TextField
            label={t('auth.register.email')}
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            disabled={busy}
            {...form.bind('email')}
          />
          <SubmitButton busy={busy}>{t('auth.forgot.submit')}</SubmitButton>
        </form>
      )}
      <p className="auth-card__footer">
        <Link to={pathFor('auth-login')}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
