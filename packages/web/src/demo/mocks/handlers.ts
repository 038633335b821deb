import type { RequestHandler } from 'msw';
import { invoiceHandlers } from '../apps/invoices/invoice-handlers';
import { taskHandlers } from '../apps/todo/task-handlers';
import { userHandlers } from '../apps/users/user-handlers';

/** Every template mock call of SPEC §7; nothing here may match a product call (/api/…, /jwt/refresh-token). */
export const demoHandlers: RequestHandler[] = [...invoiceHandlers, ...userHandlers, ...taskHandlers];
