import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '../../components/notice';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { email, minLength, required, useForm } from '../../components/use-form';
import { errorMessageOf } from '../../lib/api-error';
import { pathFor } from '../../lib/routes';
import { type RegisterOptions, register, registerOptions } from './api/auth-api';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';
import { useSubmit } from './use-submit';

type Options =
  | { state: 'loading' }
  | { state: 'ready'; options: RegisterOptions }
  | { state: 'failed'; text: string };

/** /register, or /register?invite=… from an invite link: what the installation allows decides the form. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const [options, setOptions] = useState<Options>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    registerOptions(invite).then(
      (answer) => current && setOptions({ state: 'ready', options: answer }),
      (error: unknown) => current && setOptions({ state: 'failed', text: errorMessageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [invite]);

  const ready = options.state === 'ready' ? options.options : null;
  const open = ready && (ready.mode === 'open' || (ready.mode === 'invite' && ready.invite));

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {options.state === 'loading' && (
        <Notice type="info" testId="register-loading">
          {t('app.loading')}
        </Notice>
      )}
      {options.state === 'failed' && (
        <Notice type="error" testId="register-unavailable">
          {options.text}
        </Notice>
      )}
      {ready?.mode === 'closed' && (
        <Notice type="info" testId="register-unavailable">
          {t('errors.registration_closed')}
        </Notice>
      )}
      {ready?.mode === 'invite' && !ready.invite && (
        <Notice type="info" testId="register-unavailable">
          {t('auth.register.inviteOnly')}
        </Notice>
      )}
      {open && ready && <RegisterForm options={ready} invite={invite} />}
      <p className="auth-card__footer">
        {t('auth.register.haveAccount')} <Link to={pathFor('auth-login')}>{t('auth.register.signIn')}</Link>
      </p>
    </AuthCard>
  );
}

function RegisterForm({ options, invite }: { options: RegisterOptions; invite: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy, notice, run } = useSubmit();
  const form = useForm(
    { email: options.invite?.email ?? '', username: '', fullName: '', password: '' },
    {
      email: [required(t('auth.register.emailRequired')), email(t('auth.register.emailInvalid'))],
      username: [required(t('auth.register.usernameRequired'))],
      password: [
        required(t('auth.register.passwordRequired')),
        minLength(10, t('auth.register.passwordTooShort')),
      ],
    },
  );

  const onValid = (values: { email: string; username: string; fullName: string; password: string }) =>
    run(async () => {
      await register({
        email: values.email.trim(),
        username: values.username.trim(),
        password: values.password,
        ...(values.fullName.trim() ? { fullName: values.fullName.trim() } : {}),
        ...(invite && options.mode === 'invite' ? { invite } : {}),
      });
      navigate(pathFor('dashboard-cubus'), { replace: true });
    });

  const inviteInfo = options.mode === 'invite' ? options.invite : undefined;
  return (
    <>
      {inviteInfo && (
        <p className="auth-invite" data-testid="register-invite">
          {t('auth.register.invitedTo', { domain: inviteInfo.domain, role: t(`roles.${inviteInfo.role}`) })}
        </p>
      )}
      {options.mode === 'open' && <p className="auth-invite">{t('auth.register.ownDomain')}</p>}
      <AuthNotice notice={notice} />
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
        <TextField
          label={t('auth.register.username')}
          name="username"
          autoComplete="username"
          disabled={busy}
          {...form.bind('username')}
        />
        <TextField
          label={t('auth.register.fullName')}
          name="fullName"
          autoComplete="name"
          disabled={busy}
          {...form.bind('fullName')}
        />
        <TextField
          label={t('auth.register.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          disabled={busy}
          hint={t('auth.register.passwordHint')}
          {...form.bind('password')}
        />
        <SubmitButton busy={busy}>{t('auth.register.submit')}</SubmitButton>
      </form>
    </>
  );
}
