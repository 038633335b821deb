import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { includesText, paginate, positiveInt } from '../../mocks/paginate';
import { bodyOf, notFound } from '../../mocks/replies';
import { users } from './user-data';
import { type DemoUser, userPageSize, userPlans, userRoles, userStatuses } from './user-model';

const sortable = [
  'id',
  'fullName',
  'username',
  'email',
  'role',
  'plan',
  'status',
  'company',
  'country',
] as const;

const userInput = z.object({
  fullName: z.string().trim().min(1).max(120),
  username: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[a-z0-9._-]+$/i),
  email: z.email().max(200),
  role: z.enum(userRoles),
  plan: z.enum(userPlans),
  status: z.enum(userStatuses),
  company: z.string().trim().max(200),
  country: z.string().trim().max(100),
  contact: z.string().trim().max(50),
});
const userBody = z.object({ user: userInput });

function oneOf<T extends string>(allowed: readonly T[], raw: string | null): T | '' {
  return allowed.includes(raw as T) ? (raw as T) : '';
}

/** The user app's calls (SPEC §7): list with search, filters, sort and pages; one user; create; edit. */
export const userHandlers = [
  http.get('/apps/user/users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q') ?? '';
    const role = oneOf(userRoles, params.get('role'));
    const plan = oneOf(userPlans, params.get('plan'));
    const status = oneOf(userStatuses, params.get('status'));
    const sortBy = oneOf(sortable, params.get('sortBy')) || 'id';
    const descending = params.get('sortDesc') === 'true';
    const found = users
      .all()
      .filter(
        (user) => !q || [user.fullName, user.username, user.email].some((text) => includesText(text, q)),
      )
      .filter((user) => (!role || user.role === role) && (!plan || user.plan === plan))
      .filter((user) => !status || user.status === status)
      .sort((a, b) => {
        const order =
          sortBy === 'id' ? a.id - b.id : String(a[sortBy]).localeCompare(String(b[sortBy])) || a.id - b.id;
        return descending ? -order : order;
      });
    const perPage = positiveInt(params.get('perPage'), userPageSize);
    return HttpResponse.json({
      users: paginate(found, perPage, positiveInt(params.get('page'), 1)),
      total: found.length,
    });
  }),

  http.get('/apps/user/users/:id', ({ params }) => {
    const user = users.all().find((u) => String(u.id) === params.id);
    return user ? HttpResponse.json(user) : notFound();
  }),

  http.post('/apps/user/users', async ({ request }) => {
    const body = await bodyOf(request, userBody);
    if (!body.ok) return body.reply;
    const all = users.all();
    const user: DemoUser = { ...body.value.user, avatar: '', id: Math.max(0, ...all.map((u) => u.id)) + 1 };
    users.save([...all, user]);
    return HttpResponse.json({ user }, { status: 201 });
  }),

  http.post('/apps/user/users/:id', async ({ request, params }) => {
    const existing = users.all().find((u) => String(u.id) === params.id);
    if (!existing) return notFound();
    const body = await bodyOf(request, userBody);
    if (!body.ok) return body.reply;
    const user: DemoUser = { ...existing, ...body.value.user };
    users.save(users.all().map((u) => (u.id === user.id ? user : u)));
    return HttpResponse.json({ user });
  }),
];
