import { z } from 'zod';
import { apiRoute } from './api-route';

/** `POST /api/events/ticket` → `{ticket}`: single use, 60 s, for `GET /api/events?ticket=…`. */
export const eventTicketAnswerSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number() });
export const eventTicketRoute = apiRoute({
  path: '/api/events/ticket',
  body: z.strictObject({}).optional(),
  answer: eventTicketAnswerSchema,
  ability: 'signed-in',
});

/** A ribbon entry as the feed and the `ribbon` kind show it (`at` ISO 8601). */
export const ribbonEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  object: z.string().nullable(),
  kind: z.string().nullable(),
  objectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type RibbonEntry = z.infer<typeof ribbonEntrySchema>;

/**
 * What `GET /api/events` sends: SSE frames `event: <type>`, `id: <n>`, `data: <json>`. Types now:
 * `ribbon` (data: a RibbonEntry). Later: `job` (progress) and `cube` (changes), same framing.
 */
export const serverEventTypes = ['ribbon', 'job', 'cube'] as const;
export type ServerEventType = (typeof serverEventTypes)[number];
export interface ServerEvent {
  type: ServerEventType;
  data: unknown;
}
