import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleStrings } from '../lib/console-strings';
import { i18n, initI18n } from '../lib/i18n';
import { AntdTheme } from './antd-theme';
import { DateInput } from './date-input';

beforeAll(async () => {
  await initI18n('de');
  await loadConsoleStrings('de');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

function Due({ initial, seen }: { initial?: string; seen: (string | undefined)[] }) {
  const [value, setValue] = useState(initial);
  return (
    <AntdTheme>
      <DateInput
        aria-label="Fällig"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    </AntdTheme>
  );
}

describe('DateInput', () => {
  it('shows a kept day as yyyy-mm-dd, its calendar in the console’s language, and keeps a typed day', async () => {
    const seen: (string | undefined)[] = [];
    render(<Due initial="2026-11-22" seen={seen} />);
    // antd's German loads with the language: its words are in once the clear button says "Zurücksetzen".
    await screen.findByRole('button', { name: 'Zurücksetzen' });
    const input = screen.getByPlaceholderText('JJJJ-MM-TT') as HTMLInputElement;
    expect(input.value).toBe('2026-11-22');
    fireEvent.mouseDown(input);
    fireEvent.click(input);
    // Its weekdays are German: Tuesday is "Di".
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-picker-content th')].map((cell) => cell.textContent),
      ).toContain('Di'),
    );
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(seen.at(-1)).toBe('2026-12-24');
    expect(input.value).toBe('2026-12-24');
  });

  it('keeps no day once cleared with its button, which the keyboard reaches', async () => {
    const seen: (string | undefined)[] = [];
    render(<Due initial="2026-11-22" seen={seen} />);
    const clear = await screen.findByRole('button', { name: 'Zurücksetzen' });
    expect(clear.tabIndex).toBe(0);
    fireEvent.click(clear);
    expect(seen).toEqual([undefined]);
    expect((screen.getByPlaceholderText('JJJJ-MM-TT') as HTMLInputElement).value).toBe('');
  });
});
