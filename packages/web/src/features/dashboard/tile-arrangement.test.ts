import { describe, expect, it } from 'vitest';
import { arranged, shortcutChange } from './tile-arrangement';

const a = { reportId: 'a', width: 2 };
const b = { reportId: 'b', width: 2 };
const c = { reportId: 'c', width: 1 };
const keys = { altKey: true, shiftKey: false, ctrlKey: false, metaKey: false };

describe('arranging the dashboard’s tiles', () => {
  it('moves a tile to a place, never past either end', () => {
    expect(arranged([a, b, c], 0, { kind: 'move', to: 1 })).toEqual([b, a, c]);
    expect(arranged([a, b, c], 2, { kind: 'move', to: 0 })).toEqual([c, a, b]);
    expect(arranged([a, b, c], 0, { kind: 'move', to: -1 })).toEqual([a, b, c]);
    expect(arranged([a, b, c], 2, { kind: 'move', to: 3 })).toEqual([a, b, c]);
  });

  it('makes a tile wider or narrower within one to four columns, and unpins it', () => {
    expect(arranged([a, b], 0, { kind: 'width', width: 3 })).toEqual([{ reportId: 'a', width: 3 }, b]);
    expect(arranged([a], 0, { kind: 'width', width: 7 })).toEqual([{ reportId: 'a', width: 4 }]);
    expect(arranged([c], 0, { kind: 'width', width: 0 })).toEqual([c]);
    expect(arranged([a, b, c], 1, { kind: 'unpin' })).toEqual([a, c]);
  });

  it('reads Alt+arrows as a move and Alt+Shift+arrows as a width', () => {
    expect(shortcutChange({ ...keys, key: 'ArrowRight' }, 1, 2)).toEqual({ kind: 'move', to: 2 });
    expect(shortcutChange({ ...keys, key: 'ArrowLeft', shiftKey: true }, 1, 2)).toEqual({
      kind: 'width',
      width: 1,
    });
    expect(shortcutChange({ ...keys, key: 'ArrowRight', altKey: false }, 1, 2)).toBeNull();
    expect(shortcutChange({ ...keys, key: 'ArrowUp' }, 1, 2)).toBeNull();
  });
});
