import { describe, expect, it } from 'vitest';
import { StatementFailure } from '../../engine/warehouse/procedures';
import { AppError } from '../../lib/app-error';
import { failedAt } from './run-failure';

describe("a procedure run's failure", () => {
  it('is procedure_failed when nothing before the failed statement stayed applied', () => {
    const error = failedAt(new StatementFailure(2, 0, new Error('Table nowhere does not exist')));
    expect(error).toMatchObject({ status: 400, code: 'procedure_failed', details: { statement: 2 } });
    expect(error.message).toBe('Statement 2: Table nowhere does not exist');
  });

  it('is procedure_partly_applied, saying how many stayed, on an engine without transactions', () => {
    const error = failedAt(new StatementFailure(3, 2, new Error('boom')));
    expect(error).toMatchObject({
      status: 400,
      code: 'procedure_partly_applied',
      details: { statement: 3, applied: 2 },
    });
    expect(error.message).toMatch(/^Statement 3: boom\. The 2 statement\(s\) before it stayed applied/);
  });

  it("keeps a check's refusal as it is", () => {
    const refusal = new AppError(400, 'statement_not_allowed', 'The database system is not this domain’s');
    expect(failedAt(new StatementFailure(1, 0, refusal))).toBe(refusal);
  });
});
