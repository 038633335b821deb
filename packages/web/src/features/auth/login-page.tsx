import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '../../components/notice';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { required, useForm } from '../../components/use-form';
import { errorMessageOf } from '../../lib/api-error';
import { pathFor, safeRedirect } from '../../lib/routes';
import { login } from './api/auth-api';
import { AuthCard } from './auth-card';

// Most sign-ins never need the second step: it loads when the server asks for it.
const SecondFactorForm = lazy(() =>
  import('./second-factor-form').then((module) => ({ default: module.SecondFactorForm })),
);

type Problem = { type: 'error' | 'info' | 'success'; text: string; testId: string } | null;

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  // The set-new-password page comes here with a notice in the history state.
  const passwordSet = (location.state as { notice?: string } | null)?.notice === 'password-set';
  const [problem, setProblem] = useState<Problem>(
    passwordSet ? { type: 'success', text: t('auth.setNew.done'), testId: 'login-notice' } : null,
  );
  const form = useForm(
    { login: '', password: '' },
    {
      login: [required(t('auth.login.loginRequired'))],
      password: [required(t('auth.login.passwordRequired'))],
    },
  );

  const goOn = () => navigate(safeRedirect(params.get('redirect')), { replace: true });

  const onValid = async (values: { login: string; password: string }) => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await login({ login: values.login.trim(), password: values.password });
      if (result.kind === 'second-factor') setTicket(result.ticket);
      else goOn();
    } catch (error) {
      setProblem({ type: 'error', text: errorMessageOf(error), testId: 'login-error' });
    } finally {
      setBusy(false);
    }
  };

  if (ticket)
    return (
      <AuthCard title={t('auth.secondFactor.title')} subtitle={t('auth.secondFactor.subtitle')}>
        <Suspense fallback={null}>
          <SecondFactorForm
            ticket={ticket}
            onSignedIn={goOn}
            onBack={(expired) => {
              setTicket(null);
              setProblem(
                expired ? { type: 'error', text: t('errors.invalid_ticket'), testId: 'login-error' } : null,
              );
            }}
          />
        </Suspense>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {params.has('redirect') && !problem && (
        <Notice type="warning" testId="please-log-in">
          {t('auth.login.pleaseLogIn')}
        </Notice>
      )}
      {problem && (
        <Notice type={problem.type} testId={problem.testId}>
          {problem.text}
        </Notice>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => void onValid(values))}
        aria-labelledby="auth-card-title"
      >
        <TextField
          label={t('auth.login.login')}
          name="login"
          autoComplete="username"
          autoFocus
          disabled={busy}
          {...form.bind('login')}
        />
        <TextField
          label={t('auth.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          disabled={busy}
          {...form.bind('password')}
        />
        <div className="auth-card__row">
          <Link to={pathFor('auth-forgot-password')}>{t('auth.login.forgot')}</Link>
        </div>
        <SubmitButton busy={busy}>{t('auth.login.submit')}</SubmitButton>
      </form>
      <p className="auth-card__footer">
        {t('auth.login.noAccount')} <Link to={pathFor('auth-register')}>{t('auth.login.createAccount')}</Link>
      </p>
    </AuthCard>
  );
}
