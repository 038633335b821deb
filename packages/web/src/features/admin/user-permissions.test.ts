import { rulesForRole } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../lib/abilities';
import { rowPermissions } from './user-permissions';

const admin = buildAbility(rulesForRole('admin'));
const editor = buildAbility(rulesForRole('editor'));
const none = { changeRole: false, block: false, resetSecondFactor: false, remove: false };

describe('user row permissions', () => {
  it('lets an admin act on another user, and reset only a factor that is set', () => {
    expect(
      rowPermissions({ id: 'u2', role: 'viewer', secondFactor: false }, { id: 'u1', role: 'admin' }, admin),
    ).toEqual({ changeRole: true, block: true, resetSecondFactor: false, remove: true });
    expect(
      rowPermissions({ id: 'u2', role: 'viewer', secondFactor: true }, { id: 'u1', role: 'admin' }, admin)
        .resetSecondFactor,
    ).toBe(true);
  });

  it('offers nothing on yourself, nor to a non-root on a root user', () => {
    expect(
      rowPermissions({ id: 'u1', role: 'admin', secondFactor: true }, { id: 'u1', role: 'admin' }, admin),
    ).toEqual(none);
    expect(
      rowPermissions({ id: 'r', role: 'root', secondFactor: true }, { id: 'u1', role: 'admin' }, admin),
    ).toEqual(none);
  });

  it('lets an editor only look', () => {
    expect(
      rowPermissions({ id: 'u2', role: 'viewer', secondFactor: true }, { id: 'u1', role: 'editor' }, editor),
    ).toEqual(none);
  });
});
