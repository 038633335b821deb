import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { runOf } from '../../../components/jobs/run-fixture';
import { loadConsoleStrings } from '../../../lib/console-strings';
import { i18n, initI18n } from '../../../lib/i18n';
import { ImportLog } from './import-log';

beforeAll(async () => {
  await initI18n('en');
  await loadConsoleStrings('en');
});

describe('ImportLog', () => {
  it('shows a line that did not split into the columns as its text, beside the rejected values', async () => {
    const run = runOf({
      status: 'succeeded',
      rowsRead: 3,
      rowsLoaded: 1,
      rowsRejected: 2,
      finished: '2026-01-01T10:00:02Z',
      rejected: [
        { line: 1, reason: 'the line has 4 fields where the file has 2 columns', values: { '': '1,a,b,c' } },
        { line: 2, reason: 'amount: "x" is not a decimal', values: { id: '2', amount: 'x' } },
      ],
    });
    render(<ImportLog runs={[run]} now={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand row' }));
    const rejected = screen.getByRole('table', { name: 'First rejected rows (2)' });
    const titles = within(rejected)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(titles).toEqual(['Line', 'Reason', 'Line as written', 'id', 'amount']);
    within(rejected).getByRole('cell', { name: '1,a,b,c' });
  });

  it("says why each row was rejected in the user's language, a run without reasons in the server's words", async () => {
    await loadConsoleStrings('de');
    await i18n.changeLanguage('de');
    try {
      const run = runOf({
        status: 'succeeded',
        rowsRead: 4,
        rowsLoaded: 1,
        rowsRejected: 3,
        finished: '2026-01-01T10:00:02Z',
        rejected: [
          {
            line: 1,
            reason: 'amount: "x" is not a decimal',
            reasons: [{ key: 'notType', values: { column: 'amount', value: 'x', type: 'decimal' } }],
            values: { amount: 'x' },
          },
          {
            line: 2,
            reason: 'the line has 1200 fields where the file has 2 columns',
            reasons: [{ key: 'unevenLine', values: { fields: 1200, columns: 2 } }],
            values: { '': '1,2,…' },
          },
          { line: 3, reason: 'id: exists in the table', values: { id: '3' } },
        ],
      });
      render(<ImportLog runs={[run]} now={0} />);
      await userEvent.click(screen.getByRole('button', { name: 'Expand row' }));
      const rows = within(screen.getByRole('table', { name: /\(3\)/ })).getAllByRole('row');
      expect(rows[1]?.textContent).toContain(
        `amount: „x“ ist nicht als ${i18n.t('tables.types.decimal')} lesbar`,
      );
      expect(rows[2]?.textContent).toContain('Felder in der Zeile: 1.200; Spalten in der Datei: 2');
      expect(rows[3]?.textContent).toContain('id: exists in the table');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
