import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { initI18n } from '../../lib/i18n';
import { type JobRun, jobsClient } from '../../lib/jobs-client';
import { RunControls } from './run-controls';
import { runOf } from './run-fixture';
import type { JobRuns } from './use-job-runs';

beforeAll(async () => {
  await initI18n('en');
  await loadConsoleStrings('en');
});

const running = runOf({ progress: 0.5, rowsRead: 10, rowsLoaded: 10 });

const jobsOf = (list: JobRun[]): JobRuns =>
  ({
    runs: { isPending: false },
    list,
    active: list[0]?.status === 'running',
    now: Date.parse('2026-01-01T10:00:05Z'),
    reload: vi.fn(),
  }) as unknown as JobRuns;

const labels = { run: 'Run', cancel: 'Cancel', edit: 'Edit', never: 'Not run yet.' };

describe('RunControls', () => {
  it('starts a run and reads the runs again; a refused start is shown where asked', async () => {
    const jobs = jobsOf([]);
    const start = vi.fn().mockResolvedValueOnce('j2').mockRejectedValueOnce(new Error('refused'));
    render(
      <RunControls
        jobs={jobs}
        start={start}
        canRun
        runDisabled={false}
        labels={labels}
        progressTestId="progress"
        errorTestId="run-error"
      />,
    );
    screen.getByText('Not run yet.');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Run/ }));
    expect(jobs.reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /Run/ }));
    await screen.findByTestId('run-error');
  });

  it('offers Cancel while a run is active, with Run and Edit disabled', async () => {
    const cancel = vi.spyOn(jobsClient, 'cancel').mockResolvedValue();
    const jobs = jobsOf([running]);
    render(
      <RunControls
        jobs={jobs}
        start={vi.fn()}
        canRun
        runDisabled={false}
        onEdit={vi.fn()}
        labels={labels}
        progressTestId="progress"
      />,
    );
    screen.getByTestId('progress');
    expect(screen.getByRole('button', { name: /Run/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Edit/ }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(cancel).toHaveBeenCalledWith('j1');
    expect(jobs.reload).toHaveBeenCalled();
  });

  it('shows an import’s row counts of the latest run, or the kind’s own figures in their place', () => {
    const props = { start: vi.fn(), canRun: false, runDisabled: false, labels, progressTestId: 'progress' };
    const { unmount } = render(<RunControls jobs={jobsOf([running])} {...props} />);
    const titles = () =>
      [...screen.getByTestId('progress').querySelectorAll('.ant-statistic-title')].map(
        (title) => title.textContent,
      );
    expect(titles()).toEqual(['Rows read', 'Rows loaded', 'Rows rejected', 'Duration']);
    unmount();
    render(
      <RunControls
        jobs={jobsOf([running])}
        {...props}
        figuresOf={(run) => [{ title: 'Rows returned', value: run.rowsRead * 100 }]}
      />,
    );
    expect(titles()).toEqual(['Rows returned', 'Duration']);
    screen.getByText('1,000');
  });
});
