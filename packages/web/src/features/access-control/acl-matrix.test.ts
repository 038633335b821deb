import { describe, expect, it } from 'vitest';
import { type AclMatrix, groupMatrix, toggledGrants } from './acl-matrix';

const matrix: AclMatrix = {
  roles: ['admin', 'viewer'],
  kinds: ['cubes', 'users'],
  actions: ['read', 'create', 'run'],
  cells: [
    { role: 'admin', kind: 'cubes', action: 'read', source: 'role' },
    { role: 'admin', kind: 'users', action: 'read', source: 'role' },
    { role: 'viewer', kind: 'cubes', action: 'read', source: 'role' },
    { role: 'viewer', kind: 'cubes', action: 'run', source: 'grant' },
  ],
};

describe('ACL matrix', () => {
  it('groups cells into one table per role, kinds down and actions across', () => {
    const [admin, viewer] = groupMatrix(matrix);
    expect(admin?.role).toBe('admin');
    expect(viewer?.rows[0]).toEqual({
      kind: 'cubes',
      grantable: true,
      cells: { read: 'role', create: null, run: 'grant' },
    });
  });

  it('marks only editor and viewer rows of grantable kinds as grantable', () => {
    const [admin, viewer] = groupMatrix(matrix);
    expect(admin?.rows.every((row) => !row.grantable)).toBe(true);
    expect(viewer?.rows.find((row) => row.kind === 'users')?.grantable).toBe(false);
  });

  it('computes the grant list after switching one cell, never sending role defaults', () => {
    const row = groupMatrix(matrix)[1]?.rows[0];
    if (!row) throw new Error('no row');
    expect(toggledGrants(row, 'create', true).sort()).toEqual(['create', 'run']);
    expect(toggledGrants(row, 'run', false)).toEqual([]);
  });
});
