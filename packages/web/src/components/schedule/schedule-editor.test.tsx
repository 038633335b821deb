import type { Schedule } from '@cubus/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { initI18n } from '../../lib/i18n';
import { ScheduleEditor } from './schedule-editor';

beforeAll(async () => {
  await initI18n('en');
  await loadConsoleStrings('en');
});

let latest: Schedule | null = null;

function Harness({ initial }: { initial: Schedule | null }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <ScheduleEditor
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}

describe('ScheduleEditor', () => {
  it('switches a schedule on with a first rule and previews its next runs', async () => {
    render(<Harness initial={null} />);
    expect(screen.queryByLabelText('Cron expression')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Run on a schedule' }));
    expect(latest).toMatchObject({ cron: '0 6 * * 1-5', enabled: true });
    expect(screen.getByLabelText('Cron expression')).toHaveProperty('value', '0 6 * * 1-5');
    expect(screen.getByTestId('schedule-preview').textContent).toMatch(/^Next runs: .+ · .+ · .+/);
  });

  it('says why a cron is refused, and keeps the rule when switched off', async () => {
    render(<Harness initial={{ cron: '*/15 * * * *', timezone: 'UTC', enabled: true }} />);
    const cron = screen.getByLabelText('Cron expression');
    await userEvent.clear(cron);
    await userEvent.type(cron, 'every day');
    expect(await screen.findByText(/Not a cron expression/)).toBeTruthy();
    expect(screen.queryByTestId('schedule-preview')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Run on a schedule' }));
    expect(latest).toEqual({ cron: 'every day', timezone: 'UTC', enabled: false });
  });
});
