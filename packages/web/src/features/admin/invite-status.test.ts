import { describe, expect, it } from 'vitest';
import { inviteStatus } from './invite-status';

const now = Date.parse('2026-11-23T12:00:00Z');
const base = { usedAt: null, revokedAt: null, expiresAt: '2026-11-30T12:00:00Z' };

describe('invite status', () => {
  it('is pending until it expires', () => {
    expect(inviteStatus(base, now)).toBe('pending');
    expect(inviteStatus({ ...base, expiresAt: '2026-11-23T11:59:59Z' }, now)).toBe('expired');
  });

  it('used and revoked win over expiry', () => {
    expect(
      inviteStatus({ ...base, usedAt: '2026-11-22T10:00:00Z', expiresAt: '2026-11-01T00:00:00Z' }, now),
    ).toBe('used');
    expect(inviteStatus({ ...base, revokedAt: '2026-11-22T10:00:00Z' }, now)).toBe('revoked');
  });
});
