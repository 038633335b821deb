import type { Profile } from '@cubus/shared';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../components/status-tag';
import { errorMessageOf } from '../../lib/api-error';
import { toastSuccess } from '../../lib/toast';
import {
  type TotpSetup,
  useDisableSecondFactor,
  useEnableSecondFactor,
  useRenewRecoveryCodes,
  useSecondFactorSetup,
} from './api/account-api';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { RecoveryCodes } from './recovery-codes';

/** TOTP: set up with a QR code, confirm with a first code, keep ten recovery codes; disable or renew them. */
export function TwoFactorTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'renew' | null>(null);
  const disable = useDisableSecondFactor();
  const renew = useRenewRecoveryCodes();

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (!profile.secondFactor) return <SetUp onEnabled={setCodes} />;

  return (
    <div data-testid="two-factor-on">
      <p>
        <StatusTag tone="success">{t('account.twoFactor.on')}</StatusTag>
        {t('account.twoFactor.codesLeft', { left: profile.recoveryCodesLeft })}
      </p>
      <Space wrap>
        <Button onClick={() => setDialog('renew')}>{t('account.twoFactor.renew')}</Button>
        <Button danger onClick={() => setDialog('disable')}>
          {t('account.twoFactor.disable')}
        </Button>
      </Space>
      <PasswordConfirmDialog
        open={dialog === 'renew'}
        title={t('account.twoFactor.renewTitle')}
        okText={t('account.twoFactor.renew')}
        onClose={() => setDialog(null)}
        onConfirm={async (password) => {
          const next = await renew.mutateAsync(password);
          setDialog(null);
          setCodes(next);
        }}
      />
      <PasswordConfirmDialog
        open={dialog === 'disable'}
        title={t('account.twoFactor.disableTitle')}
        okText={t('account.twoFactor.disable')}
        danger
        onClose={() => setDialog(null)}
        onConfirm={async (password) => {
          await disable.mutateAsync(password);
          setDialog(null);
          toastSuccess(t('account.twoFactor.disabled'));
        }}
      />
    </div>
  );
}

function SetUp({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const setup = useSecondFactorSetup();
  const enable = useEnableSecondFactor();
  const [pending, setPending] = useState<TotpSetup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!pending)
    return (
      <div>
        <p>{t('account.twoFactor.offHint')}</p>
        <Button
          type="primary"
          loading={setup.isPending}
          onClick={() => setup.mutateAsync().then(setPending, () => undefined)}
        >
          {t('account.twoFactor.setUp')}
        </Button>
      </div>
    );

  const onFinish = async ({ code, password }: { code: string; password: string }) => {
    setProblem(null);
    try {
      onEnabled(await enable.mutateAsync({ code: code.trim(), password }));
      toastSuccess(t('account.twoFactor.enabled'));
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <div className="totp-setup" data-testid="totp-setup">
      <ol>
        <li>{t('account.twoFactor.stepScan')}</li>
      </ol>
      <img
        className="totp-qr"
        src={pending.qrDataUrl}
        alt={t('account.twoFactor.qrAlt')}
        width={200}
        height={200}
      />
      <p>
        {t('account.twoFactor.secretLabel')}{' '}
        <Typography.Text code copyable={{ text: pending.secret }} data-testid="totp-secret">
          {pending.secret}
        </Typography.Text>
      </p>
      <ol start={2}>
        <li>{t('account.twoFactor.stepConfirm')}</li>
      </ol>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12, maxWidth: 420 }} />}
      <Form
        name="totp"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        style={{ maxWidth: 320 }}
      >
        <Form.Item
          name="code"
          label={t('account.twoFactor.code')}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('account.twoFactor.codeFormat') }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.twoFactor.password')}
          extra={t('account.twoFactor.passwordHint')}
          rules={[{ required: true, message: t('auth.register.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={enable.isPending}>
            {t('account.twoFactor.confirm')}
          </Button>
          <Button onClick={() => setPending(null)}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </div>
  );
}
