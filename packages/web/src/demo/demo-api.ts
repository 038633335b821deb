/** A demo call that did not succeed; `status` 404 means the record is unknown (SPEC §8). */
export class DemoCallError extends Error {
  constructor(readonly status: number) {
    super(`The demo call failed with ${status}`);
  }
}

/**
 * Calls a template mock (SPEC §7): plain fetch, no product token, answered in the browser by MSW.
 * @example await demoCall<{ invoices: Invoice[] }>('GET', '/apps/invoice/invoices', { q: 'ann' })
 */
export async function demoCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  params: Record<string, string | number | boolean | undefined> | object = {},
): Promise<T> {
  const url = new URL(path, location.origin);
  const init: RequestInit = { method, headers: { accept: 'application/json' } };
  if (method === 'GET') {
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(params);
  }
  const response = await fetch(url, init);
  if (!response.ok) throw new DemoCallError(response.status);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
