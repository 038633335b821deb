import { AppError } from '../../lib/app-error';
import { withoutServerPaths } from '../../lib/server-paths';

type SourceCode =
  | 'source_unreachable'
  | 'source_auth_failed'
  | 'source_unknown_database'
  | 'source_timeout'
  | 'source_error';

const messages: Record<SourceCode, string> = {
  source_unreachable: 'The source cannot be reached',
  source_auth_failed: 'The source did not accept the user name or password',
  source_unknown_database: 'The source has no such database',
  source_timeout: 'The source did not answer in time',
  source_error: 'The source reported an error',
};

/**
 * Network failures every driver shares (Node's error codes): one code for all of them, so that
 * Test and Preview cannot tell a closed port from a refused address (they are no port scanner).
 */
export const networkCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'ECONNABORTED',
  'EADDRNOTAVAIL',
]);

/**
 * A driver failure as a 422 with a stable code: every network failure `source_unreachable`, the
 * engine's own codes through `byEngineCode`. The server's text goes along in `details.reason`
 * (it comes from a server that answered, so it tells nothing about the network).
 * @example throw sourceError(error, { '28P01': 'source_auth_failed' })
 */
export function sourceError(error: unknown, byEngineCode: Record<string, SourceCode>): AppError {
  if (error instanceof AppError) return error;
  const { code, errno, message } = (error ?? {}) as { code?: unknown; errno?: unknown; message?: unknown };
  // A files source's engine names the file by its place on this server: cut to its name.
  const reason = withoutServerPaths(typeof message === 'string' ? message.slice(0, 500) : String(error));
  if (typeof code === 'string' && networkCodes.has(code)) return unreachable();
  const found =
    (typeof code === 'string' ? byEngineCode[code] : undefined) ??
    (typeof errno === 'number' ? byEngineCode[String(errno)] : undefined);
  if (found) return new AppError(422, found, messages[found], { reason });
  // A client-side time-out without the server's own code: it never answered (a silent port).
  if (/time(d)? ?out/i.test(reason)) return unreachable();
  return new AppError(422, 'source_error', messages.source_error, { reason });
}

/** Every network failure (and a refused address, see `source-address`) as the caller sees it. */
export const unreachable = () => new AppError(422, 'source_unreachable', messages.source_unreachable);
