import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { required, useForm } from '../../components/use-form';
import { errorCodeOf } from '../../lib/api-error';
import { completeSecondFactor } from './api/auth-api';
import { AuthNotice } from './auth-notice';
import { useSubmit } from './use-submit';

interface SecondFactorFormProps {
  ticket: string;
  onSignedIn: () => void;
  /** Back to the login form; `expired` when the ticket is no longer valid. */
  onBack: (expired: boolean) => void;
}

/** The second step of a sign-in: a 6-digit code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ ticket, onSignedIn, onBack }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const { busy, notice, run } = useSubmit();
  const form = useForm({ code: '' }, { code: [required(t('auth.secondFactor.codeRequired'))] });

  const onValid = (values: { code: string }) =>
    run(
      async () => {
        const result = await completeSecondFactor(ticket, values.code.trim());
        if (result.kind === 'signed-in') onSignedIn();
      },
      (error) => {
        if (errorCodeOf(error) !== 'invalid_ticket') return false;
        onBack(true);
        return true;
      },
    );

  return (
    <>
      <AuthNotice notice={notice ? { ...notice, testId: 'login-error' } : null} />
      <form
        noValidate
        aria-labelledby="auth-card-title"
        onSubmit={form.handleSubmit((values) => void onValid(values))}
        data-testid="second-factor-form"
      >
        <TextField
          label={t('auth.secondFactor.code')}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          disabled={busy}
          hint={t('auth.secondFactor.hint')}
          {...form.bind('code')}
        />
        <SubmitButton busy={busy}>{t('auth.secondFactor.submit')}</SubmitButton>
      </form>
      <p className="auth-card__footer">
        <button type="button" className="link-button" onClick={() => onBack(false)}>
          {t('auth.secondFactor.back')}
        </button>
      </p>
    </>
  );
}
