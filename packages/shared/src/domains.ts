import { z } from 'zod';

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
