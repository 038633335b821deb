import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { AntdTheme } from './antd-theme';

beforeAll(async () => {
  await initI18n('en');
});

function BusyButton({ busy }: { busy: boolean }) {
  return (
    <AntdTheme>
      <Button type="primary" loading={busy}>
        Copy
      </Button>
    </AntdTheme>
  );
}

describe('AntdTheme', () => {
  it('leaves no spinner in a button whose busy state flips back at once', async () => {
    const { rerender } = render(<BusyButton busy={false} />);
    // Busy and back within one frame, as a dialog whose answer comes quickly.
    rerender(<BusyButton busy />);
    expect(screen.getByRole('button').querySelector('.anticon-loading')).not.toBeNull();
    rerender(<BusyButton busy={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button.querySelector('.anticon-loading')).toBeNull();
  });
});
