import { z } from 'zod';
import { apiRoute } from './api-route';
import type { ConsoleConfig } from './template-demo';

/** GET /api/console-config's answer: public switches the console reads before sign-in. */
export const consoleConfigSchema: z.ZodType<ConsoleConfig> = z.object({ templateDemo: z.boolean() });
export const consoleConfigRoute = apiRoute({
  path: '/api/console-config',
  method: 'GET',
  body: z.undefined(),
  answer: consoleConfigSchema,
  ability: 'public',
});
