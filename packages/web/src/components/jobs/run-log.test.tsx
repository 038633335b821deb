import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { initI18n } from '../../lib/i18n';
import { runOf } from './run-fixture';
import { RunLog } from './run-log';

beforeAll(async () => {
  await initI18n('en');
  await loadConsoleStrings('en');
});

const finished = (id: string, text: string) =>
  runOf({
    id,
    status: 'succeeded',
    messages: [{ at: '2026-01-01T10:00:01Z', text }],
    finished: '2026-01-01T10:00:02.500Z',
  });

const labels = {
  title: 'Log',
  empty: 'No runs yet.',
  started: 'Started',
  status: 'Status',
  duration: 'Duration',
  by: 'By',
};

describe('RunLog', () => {
  it('shows the common columns around the kind’s own, and keeps the newest run open when asked', async () => {
    const runs = [finished('j2', 'second'), finished('j1', 'first')];
    render(
      <RunLog
        runs={runs}
        now={0}
        testId="log"
        labels={labels}
        columns={[{ key: 'rows', title: 'Rows', render: (_, run) => run.rowsRead }]}
        details={(run) => <p>{run.messages?.[0]?.text}</p>}
        openNewest
      />,
    );
    const table = screen.getByRole('table', { name: 'Log' });
    const titles = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
      .filter(Boolean);
    expect(titles).toEqual(['Started', 'Status', 'Rows', 'Duration', 'By']);
    expect(within(table).getAllByText('2.5 s')).toHaveLength(2);
    screen.getByText('second');
    expect(screen.queryByText('first')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Expand row' }));
    screen.getByText('first');
  });
});
