import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { userHandlers } from './user-handlers';
import { type DemoUser, userRoles } from './user-model';

type List = { users: DemoUser[]; total: number };
const list = async (query: string) =>
  (await mockRequest(userHandlers, 'GET', `/apps/user/users?${query}`)).body as List;

beforeEach(() => resetDemoStore());

const newUser = {
  fullName: 'Ines Duarte',
  username: 'ines.duarte',
  email: 'ines@example.com',
  role: 'editor',
  plan: 'team',
  status: 'active',
  company: 'Cubus Demo',
  country: 'Portugal',
  contact: '+351 21 000 0000',
};

describe('user mocks (SPEC §7)', () => {
  it('pages 10 by default, with the total of all that match', async () => {
    const first = await list('');
    expect(first.users).toHaveLength(10);
    expect(first.total).toBe(48);
    expect((await list('perPage=25&page=2')).users).toHaveLength(23);
  });

  it('filters by role, plan and status, and searches name, username and email', async () => {
    for (const role of userRoles) {
      const { users } = await list(`role=${role}&perPage=100`);
      expect(users.every((user) => user.role === role)).toBe(true);
    }
    const combined = await list('role=admin&plan=team&status=active&perPage=100');
    expect(
      combined.users.every((u) => u.role === 'admin' && u.plan === 'team' && u.status === 'active'),
    ).toBe(true);
    const sample = (await list('perPage=100')).users[13] as DemoUser;
    expect((await list(`q=${sample.username.toUpperCase()}`)).users.map((u) => u.id)).toContain(sample.id);
    expect((await list(`q=${sample.email}`)).users.map((u) => u.id)).toContain(sample.id);
  });

  it('sorts by a field either way', async () => {
    const { users } = await list('sortBy=fullName&sortDesc=true&perPage=100');
    const names = users.map((u) => u.fullName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('gets one user; a missing one is 404', async () => {
    expect((await mockRequest(userHandlers, 'GET', '/apps/user/users/3')).body).toMatchObject({ id: 3 });
    expect(await mockRequest(userHandlers, 'GET', '/apps/user/users/4242')).toEqual({
      status: 404,
      body: null,
    });
  });

  it('creates and edits a user, checking the body', async () => {
    const created = await mockRequest(userHandlers, 'POST', '/apps/user/users', { user: newUser });
    expect(created.status).toBe(201);
    const id = (created.body as { user: DemoUser }).user.id;
    expect(id).toBe(49);
    expect((await list('q=ines.duarte')).users).toHaveLength(1);
    const edited = await mockRequest(userHandlers, 'POST', `/apps/user/users/${id}`, {
      user: { ...newUser, role: 'maintainer' },
    });
    expect((edited.body as { user: DemoUser }).user.role).toBe('maintainer');
    const bad = await mockRequest(userHandlers, 'POST', '/apps/user/users', {
      user: { ...newUser, role: 'owner' },
    });
    expect(bad.status).toBe(400);
  });
});
