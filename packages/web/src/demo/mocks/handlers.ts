import type { RequestHandler } from 'msw';
import { eventHandlers } from '../apps/calendar/event-handlers';
import { chatHandlers } from '../apps/chat/chat-handlers';
import { emailHandlers } from '../apps/email/email-handlers';
import { invoiceHandlers } from '../apps/invoices/invoice-handlers';
import { productHandlers } from '../apps/shop/product-handlers';
import { taskHandlers } from '../apps/todo/task-handlers';
import { userHandlers } from '../apps/users/user-handlers';
import { jwtHandlers } from '../auth/jwt-handlers';
import { cardStatisticsHandlers } from '../cards/card-statistics-handlers';
import { analyticsHandlers } from '../dashboards/analytics/analytics-handlers';
import { ecommerceHandlers } from '../dashboards/ecommerce/ecommerce-handlers';
import { autosuggestHandlers } from '../forms/autosuggest-handlers';
import { accountHandlers } from '../pages/account-setting/account-handlers';
import { blogHandlers } from '../pages/blog/blog-handlers';
import { faqHandlers } from '../pages/faq/faq-handlers';
import { kbHandlers } from '../pages/knowledge-base/kb-handlers';
import { pricingHandlers } from '../pages/pricing/pricing-handlers';
import { profileHandlers } from '../pages/profile/profile-handlers';
import { goodTableHandlers } from '../tables/good-table-handlers';

/**
 * Every template mock call of SPEC §7. None answers a product call: nothing matches /api/…, and the
 * refresh path, which both share, answers only the mock's own tokens.
 */
export const demoHandlers: RequestHandler[] = [
  ...invoiceHandlers,
  ...userHandlers,
  ...taskHandlers,
  ...eventHandlers,
  ...productHandlers,
  ...emailHandlers,
  ...chatHandlers,
  ...analyticsHandlers,
  ...ecommerceHandlers,
  ...faqHandlers,
  ...kbHandlers,
  ...pricingHandlers,
  ...accountHandlers,
  ...profileHandlers,
  ...blogHandlers,
  ...goodTableHandlers,
  ...autosuggestHandlers,
  ...cardStatisticsHandlers,
  ...jwtHandlers,
];
