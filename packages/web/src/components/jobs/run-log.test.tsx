import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
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

/** A log of `runs` (`props` added); a run open shows its first message. */
const logOf = (runs: ReturnType<typeof finished>[], props: Partial<ComponentProps<typeof RunLog>>) =>
  render(
    <RunLog
      runs={runs}
      now={0}
      testId="log"
      labels={labels}
      columns={[]}
      details={(run) => <p>{run.messages?.[0]?.text}</p>}
      {...props}
    />,
  );

describe('RunLog', () => {
  it('shows the common columns around the kind’s own, and keeps the newest run open when asked', async () => {
    const runs = [finished('j2', 'second'), finished('j1', 'first')];
    logOf(runs, {
      columns: [{ key: 'rows', title: 'Rows', render: (_, run) => run.rowsRead }],
      openNewest: true,
    });
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

  it('shows the run it is asked to open on its own page, and lets the user page and close it after', async () => {
    // 23 runs: the one asked for, the 13th newest, is on the second page of ten.
    const runs = Array.from({ length: 23 }, (_, i) => finished(`j${23 - i}`, `run ${23 - i}`));
    logOf(runs, { opened: 'j11' });
    screen.getByText('run 11');
    expect(screen.queryByText('run 23')).toBeNull();
    expect(screen.getByTitle('2').className).toContain('active');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse row' }));
    expect(screen.queryByRole('button', { name: 'Collapse row' })).toBeNull();
    await userEvent.click(screen.getByTitle('3'));
    expect(screen.getByTitle('3').className).toContain('active');
  });

  it('opens nothing for a run it does not list (older than the runs read)', () => {
    logOf([finished('j2', 'second')], { opened: 'j0' });
    expect(screen.queryByText('second')).toBeNull();
  });
});
