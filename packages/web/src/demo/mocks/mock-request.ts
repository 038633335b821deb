import { getResponse, type RequestHandler } from 'msw';

/**
 * Asks `handlers` as the browser would and reads the answer; for the handlers' unit tests.
 * @example await mockRequest(invoiceHandlers, 'GET', '/apps/invoice/clients')
 */
export async function mockRequest(
  handlers: RequestHandler[],
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const request = new Request(new URL(path, location.origin), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no mock answers ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
