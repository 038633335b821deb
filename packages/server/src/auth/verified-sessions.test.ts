import { describe, expect, it } from 'vitest';
import type { AuthChanges, AuthScope } from './auth-changes';
import type { AuthContext } from './auth-context';
import { VerifiedSessions } from './verified-sessions';

const context = (user: string) =>
  ({ user: { id: user }, identity: { domains: [] } }) as unknown as AuthContext;

function sessions() {
  let evict: (scopes: readonly AuthScope[]) => void = () => {};
  const changes = {
    subscribe: (subscriber: typeof evict) => {
      evict = subscriber;
    },
  } as unknown as AuthChanges;
  return { kept: new VerifiedSessions(changes, () => 0), evict: (user: string) => evict([{ user }]) };
}

describe('VerifiedSessions', () => {
  it('gives the context back for the same token only, not for another ending in its signature', () => {
    const { kept } = sessions();
    kept.set('header.alice.signature', context('alice'), 60_000);
    expect(kept.get('header.alice.signature')?.user.id).toBe('alice');
    expect(kept.get('header.mallory.signature')).toBeUndefined();
    // The forged one did not evict the verified one.
    expect(kept.get('header.alice.signature')?.user.id).toBe('alice');
  });

  it("forgets a user's tokens on a change to the user", () => {
    const { kept, evict } = sessions();
    kept.set('h.alice.one', context('alice'), 60_000);
    kept.set('h.bob.two', context('bob'), 60_000);
    evict('alice');
    expect(kept.get('h.alice.one')).toBeUndefined();
    expect(kept.get('h.bob.two')?.user.id).toBe('bob');
  });
});
