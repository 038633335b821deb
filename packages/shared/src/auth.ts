import { z } from 'zod';
import { roles, ruleSchema } from './abilities';
import { apiRoute } from './api-route';

export const locales = ['en', 'ru', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof locales)[number];

export const loginRequestSchema = z.strictObject({
  login: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

export const sessionSchema = z.object({
  domain: z.object({ id: z.string(), name: z.string() }),
  user: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    fullName: z.string(),
    locale: z.enum(locales),
  }),
  role: z.enum(roles),
  domains: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(roles) })),
  rules: z.array(ruleSchema),
});
/** What whoami answers in `session` and the console keeps in its session store. */
export type Session = z.infer<typeof sessionSchema>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const loginResponseSchema = tokensSchema.extend({ session: sessionSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const whoamiRequestSchema = z.strictObject({ token: z.string().max(4096).optional() });
export const whoamiResponseSchema = z.object({ session: sessionSchema });

export const refreshRequestSchema = z.strictObject({ refreshToken: z.string().min(1).max(512) });

/** The refresh token is optional: logout ends every session of the user anyway (DESIGN §6). */
export const logoutRequestSchema = z.strictObject({ refreshToken: z.string().min(1).max(512).optional() });
export const logoutResponseSchema = z.object({});

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime: z.number(),
});
/** `GET /api/health`: answers once the stores are open (ROOT MENU → System status reads it). */
export const healthCheckRoute = apiRoute({
  path: '/api/health',
  method: 'GET',
  body: z.undefined(),
  answer: healthResponseSchema,
  ability: 'public',
});
