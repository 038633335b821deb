import type { RequestHandler } from 'msw';
import { eventHandlers } from '../apps/calendar/event-handlers';
import { chatHandlers } from '../apps/chat/chat-handlers';
import { emailHandlers } from '../apps/email/email-handlers';
import { invoiceHandlers } from '../apps/invoices/invoice-handlers';
import { productHandlers } from '../apps/shop/product-handlers';
import { taskHandlers } from '../apps/todo/task-handlers';
import { userHandlers } from '../apps/users/user-handlers';

/** Every template mock call of SPEC §7; nothing here may match a product call (/api/…, /jwt/refresh-token). */
export const demoHandlers: RequestHandler[] = [
  ...invoiceHandlers,
  ...userHandlers,
  ...taskHandlers,
  ...eventHandlers,
  ...productHandlers,
  ...emailHandlers,
  ...chatHandlers,
];
