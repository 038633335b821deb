import type { Invite } from '@cubus/shared';

export type InviteStatus = 'pending' | 'used' | 'revoked' | 'expired';

/** An invite's state at `now`: used and revoked are final, otherwise it lives until it expires. */
export function inviteStatus(
  invite: Pick<Invite, 'usedAt' | 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): InviteStatus {
  if (invite.usedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  return new Date(invite.expiresAt).getTime() <= now ? 'expired' : 'pending';
}
