import { z } from 'zod';
import type { ConsoleConfig } from './template-demo';

/** GET /api/console-config's answer: public switches the console reads before sign-in. */
export const consoleConfigSchema: z.ZodType<ConsoleConfig> = z.object({ templateDemo: z.boolean() });
