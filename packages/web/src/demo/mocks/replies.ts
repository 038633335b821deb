import { HttpResponse } from 'msw';
import type { z } from 'zod';

/** SPEC §8: an unknown invoice, product or user answers 404 with an empty body. */
export function notFound(): HttpResponse<null> {
  return new HttpResponse(null, { status: 404 });
}

/** A body the demo cannot take: 400 in the product's error shape, with a stable code. */
export function badRequest(code: string, message: string, details?: unknown) {
  return HttpResponse.json({ error: { code, message, details } }, { status: 400 });
}

/** The request's JSON body checked against `schema`; a reply to send instead when it does not fit. */
export async function bodyOf<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; value: z.infer<S> } | { ok: false; reply: Response }> {
  const raw: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    reply: badRequest('invalid_body', 'The body does not fit this call', parsed.error.issues),
  };
}
