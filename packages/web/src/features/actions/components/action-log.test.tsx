import type { ActionStepOutcome } from '@cubus/shared';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { runOf } from '../../../components/jobs/run-fixture';
import { consoleStringsReady } from '../../../lib/console-strings';
import { i18n, initI18n } from '../../../lib/i18n';
import { ActionLog } from './action-log';

const step = (index: number, title: string, extra: Partial<ActionStepOutcome> = {}): ActionStepOutcome => ({
  index,
  type: 'procedure',
  title,
  status: 'succeeded',
  started: '2026-01-01T10:00:00Z',
  durationMs: 120,
  message: 'Returned 1 row(s)',
  ...extra,
});

describe('an action’s log', () => {
  beforeAll(async () => {
    await initI18n('en');
    await consoleStringsReady('de');
    await i18n.changeLanguage('de');
  });

  it('names an untitled step of a built-in procedure in the user’s language, a user procedure’s as written', () => {
    const steps = [
      step(0, '1. Recalculate totals', { builtin: 'recalculate-totals' }),
      step(1, '2. Recalculate totals'),
    ];
    render(<ActionLog runs={[{ ...runOf({ status: 'succeeded' }), steps }]} now={0} />);
    const table = screen.getByRole('table', { name: 'Schritte des Laufs' });
    expect(table.textContent).toContain('1. Summen neu berechnen');
    expect(table.textContent).toContain('2. Recalculate totals');
    expect(table.textContent).not.toContain('1. Recalculate totals');
  });
});
