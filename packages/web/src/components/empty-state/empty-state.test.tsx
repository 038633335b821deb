import type { Session } from '@cubus/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConsoleStrings } from '../../lib/console-strings';
import { i18n, initI18n, languages } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { EmptyState } from './empty-state';

const sandbox: Session = {
  domain: { id: 'd2', name: 'Sandbox' },
  user: { id: 'u1', username: 'admin', email: 'admin@cubus.local', fullName: 'Admin', locale: 'en' },
  role: 'admin',
  domains: [
    { id: 'd1', name: 'Demo', role: 'admin' },
    { id: 'd2', name: 'Sandbox', role: 'admin' },
  ],
  rules: [{ action: 'manage', subject: 'all' }],
};

const empty = (props: Parameters<typeof EmptyState>[0]) =>
  render(
    <MemoryRouter>
      <EmptyState {...props} />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('en');
  for (const language of languages) await loadConsoleStrings(language);
});

beforeEach(async () => {
  useSessionStore.getState().setSession(sandbox);
  await i18n.changeLanguage('en');
});

describe('Empty state', () => {
  it('says what the list is for and makes the first one', () => {
    const run = vi.fn();
    empty({ purpose: 'Tables hold rows.', action: { label: 'New data table', run } });
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByText('Tables hold rows.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New data table' }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('points to the demo domain’s example from another domain, not from the demo itself', () => {
    const { unmount } = empty({ purpose: 'Tables hold rows.', example: 'the sales table' });
    expect(
      screen.getByRole('button', { name: 'See the example in the Demo domain: the sales table' }),
    ).toBeTruthy();
    unmount();
    useSessionStore.getState().setSession({ ...sandbox, domain: { id: 'd1', name: 'Demo' } });
    empty({ purpose: 'Tables hold rows.', example: 'the sales table' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks every language', () => {
    for (const language of languages) {
      expect(i18n.getResource(language, 'translation', 'grid.empty.title'), language).toBeTypeOf('string');
      expect(i18n.getResource(language, 'translation', 'grid.empty.example'), language).toContain(
        '{{example}}',
      );
    }
  });
});
