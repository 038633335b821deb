import { AppError } from '../../lib/app-error';

type SourceCode =
  | 'source_refused'
  | 'source_auth_failed'
  | 'source_unknown_database'
  | 'source_timeout'
  | 'source_error';

const messages: Record<SourceCode, string> = {
  source_refused: 'The source refused the connection or cannot be reached',
  source_auth_failed: 'The source did not accept the user name or password',
  source_unknown_database: 'The source has no such database',
  source_timeout: 'The source did not answer in time',
  source_error: 'The source reported an error',
};

/** Network failures every driver shares (Node's error codes). */
const networkCodes: Record<string, SourceCode> = {
  ECONNREFUSED: 'source_refused',
  ENOTFOUND: 'source_refused',
  EHOSTUNREACH: 'source_refused',
  ENETUNREACH: 'source_refused',
  ECONNRESET: 'source_refused',
  EAI_AGAIN: 'source_refused',
  ETIMEDOUT: 'source_timeout',
};

/**
 * A driver failure as a 422 with a stable code: the network codes here, the engine's own codes
 * through `byEngineCode`. The driver's text goes along in `details.reason` (the operator's own server).
 * @example throw sourceError(error, { '28P01': 'source_auth_failed' })
 */
export function sourceError(error: unknown, byEngineCode: Record<string, SourceCode>): AppError {
  if (error instanceof AppError) return error;
  const { code, errno, message } = (error ?? {}) as { code?: unknown; errno?: unknown; message?: unknown };
  const reason = typeof message === 'string' ? message.slice(0, 500) : String(error);
  const found =
    (typeof code === 'string' ? (networkCodes[code] ?? byEngineCode[code]) : undefined) ??
    (typeof errno === 'number' ? byEngineCode[String(errno)] : undefined) ??
    (/time(d)? ?out/i.test(reason) ? 'source_timeout' : 'source_error');
  return new AppError(422, found, messages[found], { reason });
}
