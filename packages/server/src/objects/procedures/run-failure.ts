import type { StatementFailure } from '../../engine/warehouse/procedures';
import { AppError } from '../../lib/app-error';

/**
 * A statement's failure as the run's error: a check's refusal as it is; else which statement
 * failed, and on an engine without transactions how many before it stayed applied (400
 * `procedure_partly_applied`), so the log says what the run changed.
 * @example failedAt(new StatementFailure(3, 2, new Error('boom'))).code // 'procedure_partly_applied'
 */
export function failedAt(failure: StatementFailure): AppError {
  const { statement, applied, message } = failure;
  if (failure.cause instanceof AppError && failure.cause.status < 500) return failure.cause;
  if (applied === 0)
    return new AppError(400, 'procedure_failed', `Statement ${statement}: ${message}`, { statement });
  return new AppError(
    400,
    'procedure_partly_applied',
    `Statement ${statement}: ${message}. The ${applied} statement(s) before it stayed applied: this warehouse runs a procedure without a transaction`,
    { statement, applied },
  );
}
