import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { loadAntdLocale } from './antd-locales';

describe("the pickers' language", () => {
  it("names months in the console's language, and back in English", async () => {
    const russian = await loadAntdLocale('ru');
    expect(russian?.locale).toBe('ru');
    expect(dayjs('2026-03-05').format('MMMM')).toBe('март');
    await loadAntdLocale('de');
    expect(dayjs('2026-03-05').format('MMMM')).toBe('März');
    expect((await loadAntdLocale('pt'))?.locale, 'Brazilian, as the console is').toBe('pt-br');
    expect(dayjs.locale()).toBe('pt-br');
    expect(dayjs('2026-03-05').format('MMMM')).toBe('março');
    expect(await loadAntdLocale('en')).toBeUndefined();
    expect(dayjs('2026-03-05').format('MMMM')).toBe('March');
  });
});
