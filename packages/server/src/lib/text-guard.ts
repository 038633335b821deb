import { AppError } from './app-error';

/** A NUL, or a UTF-16 surrogate without its other half (matched by code unit: no `u` flag). */
const badCharacter = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string the metadata store and the engines cannot hold: a NUL, or a lone UTF-16 surrogate. */
export const isBadText = (text: string): boolean => badCharacter.test(text);

const maxDepth = 64;

/**
 * Where in `value` (keys and strings, depth-first) the first bad text is, as a JSON-pointer-like
 * path, or `undefined` when there is none. Buffers and streams are not text and are skipped.
 * @example badTextPath({ a: ['ok', 'x\u0000'] }) // '/a/1'
 */
export function badTextPath(value: unknown, at = ''): string | undefined {
  const found = badTextBelow(value, 0);
  return found === undefined ? undefined : `${at}${found}` || '/';
}

/**
 * The path of the first bad text below `value` ('' for `value` itself). Checked on every request:
 * no path is built, nor an array of entries made, until one is found.
 */
function badTextBelow(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return isBadText(value) ? '' : undefined;
  if (value === null || typeof value !== 'object' || depth > maxDepth) return undefined;
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isBadText(key)) return `/${key}`;
    const found = badTextBelow((value as Record<string, unknown>)[key], depth + 1);
    if (found !== undefined) return `/${key}${found}`;
  }
  return undefined;
}

/** 400 `invalid_text` for the input at `path`. */
export const invalidText = (path: string) =>
  new AppError(400, 'invalid_text', 'Text may not hold NUL characters or lone surrogates', { path });

/**
 * Throws 400 `invalid_text` when `value` holds bad text anywhere.
 * @example assertGoodText(part.filename, '/filename')
 */
export function assertGoodText(value: unknown, where = ''): void {
  const path = badTextPath(value, where);
  if (path !== undefined) throw invalidText(path);
}

/**
 * `text` as the metadata store can keep it: NULs and lone surrogates (from a file's own bytes, in an
 * engine's message) replaced by U+FFFD.
 * @example storableText('No column "\u0000"') // 'No column "\uFFFD"'
 */
export const storableText = (text: string): string =>
  text.replace(new RegExp(badCharacter.source, 'g'), '\uFFFD');
