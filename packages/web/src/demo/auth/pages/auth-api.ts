import { type JwtMessage, jwtMessageKey } from '../jwt-messages';

/** What a sign-in page learns from a mock: the answer, or the template's messages field by field. */
export type JwtAnswer<T> = { ok: true; body: T } | { ok: false; errors: Record<string, JwtMessage[]> };

/**
 * Posts to a template sign-in mock (SPEC §7). Plain fetch with no product token, and the answer stays
 * in the page: the demo's sign-in never touches the product's session or its stored tokens.
 */
export async function postJwt<T>(path: string, body: object): Promise<JwtAnswer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: answer as T };
  const fields = (answer as { error?: unknown } | null)?.error;
  const errors: Record<string, JwtMessage[]> = {};
  if (fields && typeof fields === 'object')
    for (const [field, messages] of Object.entries(fields))
      if (Array.isArray(messages))
        errors[field] = messages.flatMap((message) => jwtMessageKey(String(message)) ?? []);
  return { ok: false, errors };
}
