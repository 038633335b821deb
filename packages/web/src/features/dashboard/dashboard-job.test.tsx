import type { DashboardJob as Job } from '@cubus/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleStringsReady } from '../../lib/console-strings';
import { i18n, initI18n } from '../../lib/i18n';
import { DashboardJob } from './dashboard-job';

const job = (values: Partial<Job>): Job => ({
  id: 'j1',
  kind: 'procedure',
  objectId: '3f0b8a52-5a9e-4c55-9b37-0c1f7d1a2b3c',
  objectName: 'Copy Scenario',
  status: 'succeeded',
  created: '2026-11-27T10:00:00Z',
  finished: '2026-11-27T10:00:02Z',
  errorCode: null,
  ...values,
});

const shown = (values: Partial<Job>) =>
  render(
    <MemoryRouter>
      <ul>
        <DashboardJob job={job(values)} time={() => 'heute'} />
      </ul>
    </MemoryRouter>,
  );

describe('a job on the dashboard', () => {
  beforeAll(async () => {
    await initI18n('en');
    await consoleStringsReady('de');
    await i18n.changeLanguage('de');
  });

  it('names a built-in procedure’s run in the user’s language', () => {
    shown({ builtin: 'copy-scenario' });
    expect(screen.getByRole('listitem').textContent).toContain('Szenario kopieren');
    expect(screen.getByRole('listitem').textContent).not.toContain('Copy Scenario');
  });

  it('keeps a user procedure’s own name', () => {
    shown({ objectName: 'Copy Scenario' });
    expect(screen.getByRole('listitem').textContent).toContain('Copy Scenario');
  });
});
