import type { ActionStepOutcome } from '@cubus/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../app/features';
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

  it('says what each step did in the user’s language, a failure by its code’s message, a step from before keys as written', () => {
    const steps = [
      step(0, 'Import sales', {
        type: 'import',
        message: 'Loaded 1200 row(s)',
        said: { key: 'stepLoaded', values: { rows: 1200 } },
      }),
      step(1, 'Refresh', {
        type: 'mount',
        message: 'Refreshed: 3 column(s)',
        said: { key: 'columnsRefreshed', values: { columns: 3 } },
      }),
      step(2, 'Tell', {
        type: 'ribbon',
        message: 'Posted to the Ribbon',
        said: { key: 'postedToRibbon', values: {} },
      }),
      step(3, 'Before keys', { message: 'Returned 4 row(s)' }),
      step(4, 'Broken', {
        status: 'failed',
        code: 'file_corrupt',
        message: 'The file cannot be read: bad magic',
      }),
    ];
    render(<ActionLog runs={[{ ...runOf({ status: 'failed' }), steps }]} now={0} />);
    const table = screen.getByRole('table', { name: 'Schritte des Laufs' });
    const text = table.textContent ?? '';
    expect(text).toContain('Geladene Zeilen: 1.200');
    expect(text).toContain('Aktualisierte Spalten: 3');
    expect(text).toContain('In der Ribbon veröffentlicht');
    expect(text).toContain('Returned 4 row(s)');
    expect(text).toContain(i18n.t('errors.file_corrupt'));
    for (const english of ['Loaded 1200', 'Refreshed:', 'Posted to', 'bad magic'])
      expect(text).not.toContain(english);
  });

  it('links a step’s job to its run on the import’s or procedure’s screen, and a run from before to nothing', () => {
    const importId = '1c7f2e3a-0000-4000-8000-000000000001';
    const procedureId = '1c7f2e3a-0000-4000-8000-000000000002';
    const steps = [
      step(0, 'Import sales', { type: 'import', jobId: 'job-1', objectId: importId }),
      step(1, 'Copy', { type: 'copy-scenario', jobId: 'job-2', objectId: procedureId }),
      // Kept before steps named what they ran: its job alone.
      step(2, 'Before', { jobId: 'job-3' }),
    ];
    render(
      <MemoryRouter>
        <ActionLog runs={[{ ...runOf({ status: 'succeeded' }), steps }]} now={0} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: /^Den Lauf von/ });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Den Lauf von Import sales öffnen', `/cubus/imports?import=${importId}&run=job-1`],
      ['Den Lauf von Copy öffnen', `/cubus/procedures?procedure=${procedureId}&run=job-2`],
    ]);
    expect(links[0]?.textContent).toBe('Lauf öffnen');
    expect(screen.getByRole('table', { name: 'Schritte des Laufs' }).textContent).not.toContain('job-3');
  });
});
