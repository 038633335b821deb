import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The seeded users' sign-in, from the first start's `initial-admin.txt` (KEY=value lines). */
export async function seededCredentials(): Promise<
  Record<'admin' | 'demo' | 'viewer', { login: string; password: string }>
> {
  const text = await readFile(join(inject('dataDir'), 'initial-admin.txt'), 'utf8');
  const values = Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  );
  return {
    admin: { login: values.ADMIN_USERNAME ?? 'admin', password: inject('adminPassword') },
    demo: { login: values.DEMO_USERNAME ?? 'demo', password: values.DEMO_PASSWORD ?? '' },
    viewer: { login: values.VIEWER_USERNAME ?? 'viewer', password: values.VIEWER_PASSWORD ?? '' },
  };
}

/** Undoes quoted-printable: soft line breaks and `=XX` escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The link (path and query, to be opened on the test's base URL) in the newest outbox message to
 * `recipient` whose link path is `path`. Mail without SMTP lands in DATA_DIR/outbox as .eml files.
 */
export async function mailedLink(recipient: string, path: string, timeoutMs = 10_000): Promise<string> {
  const outbox = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse()) {
      const message = decodeQuotedPrintable(await readFile(join(outbox, name), 'utf8'));
      const to = /^To:\s*(.+)$/im.exec(message)?.[1] ?? '';
      if (!to.toLowerCase().includes(recipient.toLowerCase())) continue;
      const link = new RegExp(`https?://[^\\s"<>]+(${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*)`).exec(
        message,
      );
      if (link?.[1]) return link[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with ${path} for ${recipient} in ${outbox}`);
}

function base32Decode(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export const totpStep = (at = Date.now()): number => Math.floor(at / 1000 / 30);

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) of a base32 secret at a time step. */
export function totpCode(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** POST to the API with a bearer token; answers the status and the parsed body. */
export async function apiCall(path: string, token: string, body: object = {}) {
  const answer = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as unknown };
}
