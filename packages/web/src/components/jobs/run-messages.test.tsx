import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { initI18n } from '../../lib/i18n';
import { RunMessages } from './run-messages';

beforeAll(async () => {
  await initI18n('de');
  await loadConsoleStrings('de');
});

const at = '2026-01-01T10:00:00Z';

describe('RunMessages', () => {
  it("says a run's lines in the user's language, its counts as numbers there, never the server's English", () => {
    render(
      <RunMessages
        run={{
          messages: [
            { at, text: 'Queued with factor = 1.5', key: 'queuedWithArgs', values: { args: 'factor = 1.5' } },
            { at, text: 'Read 1234567 rows', key: 'rowsRead', values: { rows: 1234567 } },
            {
              at,
              text: 'Loaded 1234566 rows into sales',
              key: 'rowsLoaded',
              values: { rows: 1234566, table: 'sales' },
            },
            {
              at,
              text: 'Step 2. Recalculate totals: succeeded in 1200 ms',
              key: 'stepSucceeded',
              values: { step: '2. Recalculate totals', builtin: 'recalculate-totals', number: 2, ms: 1200 },
            },
            {
              at,
              level: 'error',
              text: 'row_rejected: 1 rows cannot be loaded; the policy is to fail',
              key: 'failed',
              values: { code: 'row_rejected', message: '1 rows cannot be loaded; the policy is to fail' },
            },
          ],
        }}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent ?? '');
    expect(lines[0]).toContain('Eingereiht mit factor = 1.5');
    expect(lines[1]).toContain('Gelesene Zeilen: 1.234.567');
    expect(lines[2]).toContain('In sales geladene Zeilen: 1.234.566');
    expect(lines[3]).toContain('Schritt 2. Summen neu berechnen: gelungen in 1.200 ms');
    expect(lines[4]).toContain(i18next.t('errors.row_rejected'));
    expect(lines.join('\n')).not.toMatch(/Read|Loaded|Recalculate|row_rejected/);
  });

  it('shows a line written before keys as the server wrote it', () => {
    render(<RunMessages run={{ messages: [{ at, text: 'Queued by Run' }] }} />);
    expect(screen.getByRole('listitem').textContent).toContain('Queued by Run');
  });
});
