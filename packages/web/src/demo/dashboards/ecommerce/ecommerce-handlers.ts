import { HttpResponse, http } from 'msw';
import { ecommerceData } from './ecommerce-data';

/** The e-commerce dashboard's call (SPEC §7). */
export const ecommerceHandlers = [http.get('/ecommerce/data', () => HttpResponse.json(ecommerceData()))];
