import type { ErrorCode } from '@cubus/shared';
import { AppError } from '../../lib/app-error';

/**
 * Bad input in a qry request: 400 with a stable code and the place, e.g.
 * `{code: 'invalid_operator', details: {path: 'filter.childnodes[0].conditions[2].op'}}`.
 */
export function queryError(code: ErrorCode, path: string, message: string): AppError {
  return new AppError(400, code, message, { path });
}
