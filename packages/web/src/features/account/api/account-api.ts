import { accountRoutes, type Profile, type RouteAnswer } from '@cubus/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { setTokens } from '../../../lib/auth-tokens';
import { profileKey } from '../../../lib/profile-query';

// The account forms show their errors inline, beside the fields.
const quiet = { showErrorToast: false } as const;

export type ProfilePatch = Partial<Pick<Profile, 'fullName' | 'locale' | 'skin' | 'avatar'>>;

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => callRoute(accountRoutes.updateProfile, patch, quiet),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

/** Changing the password ends every other session; this one goes on with the answered tokens. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      callRoute(accountRoutes.changePassword, body, quiet).then(setTokens),
  });
}

export type TotpSetup = RouteAnswer<typeof accountRoutes.secondFactorSetup>;

export function useSecondFactorSetup() {
  return useMutation({
    mutationFn: () => callRoute(accountRoutes.secondFactorSetup, {}),
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
      callRoute(accountRoutes.enableSecondFactor, confirm, quiet).then((answer) => {
        setTokens(answer);
        return answer.recoveryCodes;
      }),
    onSuccess: done,
  });
}

export function useDisableSecondFactor() {
  const done = useAfterSecondFactorChange();
  return useMutation({
    mutationFn: (password: string) =>
      callRoute(accountRoutes.disableSecondFactor, { password }, quiet).then(setTokens),
    onSuccess: done,
  });
}

export function useRenewRecoveryCodes() {
  const done = useAfterSecondFactorChange();
  return useMutation({
    mutationFn: (password: string) =>
      callRoute(accountRoutes.renewRecoveryCodes, { password }, quiet).then((answer) => answer.recoveryCodes),
    onSuccess: done,
  });
}
