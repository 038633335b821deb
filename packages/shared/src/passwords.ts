import { z } from 'zod';

/** DESIGN §6: at least 10 characters, at most 256 bytes, no composition rules. */
export const passwordPolicy = { minLength: 10, maxBytes: 256 } as const;

/** UTF-8 length without TextEncoder, which this package's ES-only lib does not declare. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A new password's shape; the server also refuses common ones and the user's own email or username. */
export const newPasswordSchema = z
  .string()
  .min(passwordPolicy.minLength)
  .refine((value) => utf8Length(value) <= passwordPolicy.maxBytes, {
    message: `at most ${passwordPolicy.maxBytes} bytes`,
  });
