import { z } from 'zod';
import { apiRoute } from './api-route';

/** The domain first start fills with the demo's objects: empty screens elsewhere point to its examples. */
export const demoDomainName = 'Demo';

const id = z.string().uuid();
const name = z.string().trim().min(1).max(100);

/** ROOT MENU → Domains: every domain of the installation. */
export const domainRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'suspended']),
  users: z.number().int(),
  createdAt: z.string(),
});
export const createDomainRequestSchema = z.strictObject({ name });
export const renameDomainRequestSchema = z.strictObject({ domainId: id, name });
export const suspendDomainRequestSchema = z.strictObject({ domainId: id, suspended: z.boolean() });
/** Deleting a domain removes its users' memberships, its metadata and its warehouse; the name confirms. */
export const deleteDomainRequestSchema = z.strictObject({ domainId: id, confirmName: z.string() });

export type DomainRow = z.output<typeof domainRowSchema>;

/** ROOT MENU → Domains: the changes of one domain, each answering its row (delete: `{}`). */
export const rootDomainRoutes = {
  create: apiRoute({
    path: '/api/root/domains/create',
    body: createDomainRequestSchema,
    answer: domainRowSchema,
    ability: ['manage', 'Root'],
    errors: ['conflict'],
  }),
  rename: apiRoute({
    path: '/api/root/domains/rename',
    body: renameDomainRequestSchema,
    answer: domainRowSchema,
    ability: ['manage', 'Root'],
    errors: ['not_found', 'conflict'],
  }),
  suspend: apiRoute({
    path: '/api/root/domains/suspend',
    body: suspendDomainRequestSchema,
    answer: domainRowSchema,
    ability: ['manage', 'Root'],
    errors: ['not_found'],
  }),
  delete: apiRoute({
    path: '/api/root/domains/delete',
    body: deleteDomainRequestSchema,
    answer: z.object({}),
    ability: ['manage', 'Root'],
    errors: ['not_found'],
  }),
};
