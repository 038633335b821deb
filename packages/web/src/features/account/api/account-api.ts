import type { Profile, Tokens } from '@cubus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { setTokens } from '../../../lib/auth-tokens';
import { profileKey } from '../../../lib/profile-query';

// The account forms show their errors inline, beside the fields.
const quiet = { showErrorToast: false } as const;

export type ProfilePatch = Partial<Pick<Profile, 'fullName' | 'locale' | 'skin' | 'avatar'>>;

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      apiClient.post<Profile>('/api/account/update-profile', patch, quiet).then((answer) => answer.data),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

/** Changing the password ends every other session; this one goes on with the answered tokens. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      apiClient.post<Tokens>('/api/changepassword', body, quiet).then((answer) => setTokens(answer.data)),
  });
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export function useSecondFactorSetup() {
  return useMutation({
    mutationFn: () =>
      apiClient.post<TotpSetup>('/api/account/second-factor/setup', {}).then((answer) => answer.data),
  });
}

function useAfterSecondFactorChange() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: profileKey });
}

export function useEnableSecondFactor() {
  const done = useAfterSecondFactorChange();
  return useMutation({
    mutationFn: (confirm: { code: string; password: string }) =>
      apiClient
        .post<Tokens & { recoveryCodes: string[] }>('/api/account/second-factor/enable', confirm, quiet)
        .then((answer) => {
          setTokens(answer.data);
          return answer.data.recoveryCodes;
        }),
    onSuccess: done,
  });
}

export function useDisableSecondFactor() {
  const done = useAfterSecondFactorChange();
  return useMutation({
    mutationFn: (password: string) =>
      apiClient
        .post<Tokens>('/api/account/second-factor/disable', { password }, quiet)
        .then((answer) => setTokens(answer.data)),
    onSuccess: done,
  });
}

export function useRenewRecoveryCodes() {
  const done = useAfterSecondFactorChange();
  return useMutation({
    mutationFn: (password: string) =>
      apiClient
        .post<{ recoveryCodes: string[] }>('/api/account/second-factor/recovery-codes', { password }, quiet)
        .then((answer) => answer.data.recoveryCodes),
    onSuccess: done,
  });
}
