import { rulesForRole } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { visibleMenu } from '../app/shell/visible-menu';
import { buildAbility } from './abilities';

const sectionsOf = (ability: ReturnType<typeof buildAbility>) => visibleMenu(ability).map((s) => s.key);

describe('abilities', () => {
  it('before a session allow only reading Auth', () => {
    const guest = buildAbility(null);
    expect(guest.can('read', 'Auth')).toBe(true);
    expect(guest.can('read', 'cubes')).toBe(false);
    expect(guest.can('read', 'ACL')).toBe(false);
    expect(sectionsOf(guest)).toEqual([]);
  });

  it('root manages everything and sees all three menu sections', () => {
    const root = buildAbility(rulesForRole('root'));
    expect(root.can('read', 'ACL')).toBe(true);
    expect(root.can('manage', 'Root')).toBe(true);
    expect(sectionsOf(root)).toEqual(['main', 'admin', 'root']);
  });

  it('admin sees the ADMIN MENU and reads ACL, but no ROOT MENU', () => {
    const admin = buildAbility(rulesForRole('admin'));
    expect(admin.can('read', 'ACL')).toBe(true);
    expect(sectionsOf(admin)).toEqual(['main', 'admin']);
  });

  it('a viewer sees no admin entries, and Domains only for their own domains', () => {
    const viewer = buildAbility(rulesForRole('viewer'));
    expect(viewer.can('read', 'ACL')).toBe(false);
    expect(sectionsOf(viewer)).toEqual(['main']);
    const main = visibleMenu(viewer)[0]?.entries.map((e) => e.key);
    expect(main).toContain('cubes');
    // /cubus/domains lists a member's own domains to switch between; managing them is root's.
    expect(main).toContain('domains');
    expect(viewer.can('read', 'domains')).toBe(false);
  });
});
