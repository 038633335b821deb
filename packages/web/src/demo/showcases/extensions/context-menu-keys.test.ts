import { describe, expect, it } from 'vitest';
import { opensContextMenu } from './context-menu-keys';

describe('opensContextMenu', () => {
  it('takes the Menu key and Shift+F10', () => {
    expect(opensContextMenu({ key: 'ContextMenu', shiftKey: false })).toBe(true);
    expect(opensContextMenu({ key: 'F10', shiftKey: true })).toBe(true);
  });

  it('leaves F10 alone and other keys', () => {
    expect(opensContextMenu({ key: 'F10', shiftKey: false })).toBe(false);
    expect(opensContextMenu({ key: 'Enter', shiftKey: true })).toBe(false);
  });
});
