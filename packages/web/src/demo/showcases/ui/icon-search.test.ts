import { describe, expect, it } from 'vitest';
import { iconPage, kebabName } from './icon-search';

describe('kebabName', () => {
  it('writes a component name as the icon file name', () => {
    expect(kebabName('BellOff')).toBe('bell-off');
    expect(kebabName('ArrowDownAZ')).toBe('arrow-down-a-z');
    expect(kebabName('Tally5')).toBe('tally-5');
  });
});

describe('iconPage', () => {
  const names = ['Bell', 'BellOff', 'BellRing', 'Sun', 'SunMoon'];

  it('finds in any case and in the file spelling', () => {
    expect(iconPage(names, 'bell-off', 1, 10)).toEqual({ names: ['BellOff'], total: 1 });
    expect(iconPage(names, 'SUN', 1, 10).total).toBe(2);
  });

  it('gives one page of the matches', () => {
    expect(iconPage(names, 'bell', 2, 2)).toEqual({ names: ['BellRing'], total: 3 });
    expect(iconPage(names, '', 1, 2)).toEqual({ names: ['Bell', 'BellOff'], total: 5 });
  });
});
