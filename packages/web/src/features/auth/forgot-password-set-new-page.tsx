import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '../../components/notice';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { minLength, required, useForm } from '../../components/use-form';
import { errorCodeOf } from '../../lib/api-error';
import { pathFor } from '../../lib/routes';
import { setNewPassword } from './api/auth-api';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { useSubmit } from './use-submit';

/** Reached from the emailed link, which carries the reset token as `?token=`. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invalid, setInvalid] = useState(!token);
  const { busy, notice, run } = useSubmit();
  const form = useForm(
    { password: '', confirm: '' },
    {
      password: [
        required(t('auth.register.passwordRequired')),
        minLength(10, t('auth.register.passwordTooShort')),
      ],
      confirm: [
        required(t('auth.register.passwordRequired')),
        (value, values) => (value === values.password ? null : t('auth.setNew.mismatch')),
      ],
    },
  );

  const onValid = (values: { password: string }) =>
    run(
      async () => {
        await setNewPassword(token, values.password);
        navigate(pathFor('auth-login'), { replace: true, state: { notice: 'password-set' } });
      },
      (error) => {
        if (errorCodeOf(error) !== 'invalid_token') return false;
        setInvalid(true);
        return true;
      },
    );

  return (
    <AuthCard title={t('auth.setNew.title')} subtitle={t('auth.setNew.subtitle')}>
      {invalid ? (
        <Notice type="error" testId="reset-invalid">
          {t('auth.setNew.invalid')}{' '}
          <Link to={pathFor('auth-forgot-password')}>{t('auth.setNew.askAgain')}</Link>
        </Notice>
      ) : (
        <>
          <AuthNotice notice={notice} />
          <form
            noValidate
            aria-labelledby="auth-card-title"
            onSubmit={form.handleSubmit((values) => void onValid(values))}
          >
            <TextField
              label={t('auth.setNew.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              autoFocus
              disabled={busy}
              {...form.bind('password')}
            />
            <TextField
              label={t('auth.setNew.confirm')}
              name="confirm"
              type="password"
              autoComplete="new-password"
              disabled={busy}
              {...form.bind('confirm')}
            />
            <SubmitButton busy={busy}>{t('auth.setNew.submit')}</SubmitButton>
          </form>
        </>
      )}
      <p className="auth-card__footer">
        <Link to={pathFor('auth-login')}>{t('auth.forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
