import { describe, expect, it } from 'vitest';
import { dropTarget, stepTarget, type TreeIndex } from './tree-drop';

// US → WEST → (SFO, LAX, OAK); US → EAST; CA (a root)
const parents: Record<string, string | null> = {
  US: null,
  CA: null,
  WEST: 'US',
  EAST: 'US',
  SFO: 'WEST',
  LAX: 'WEST',
  OAK: 'WEST',
};
const index: TreeIndex = {
  parentOf: (code) => parents[code] ?? null,
  childrenOf: (parent) => Object.keys(parents).filter((code) => parents[code] === parent),
};
const drop = (dragged: string, target: string, relative: number, intoGap = true, targetOpen = false) =>
  dropTarget(index, { dragged, target, relative, intoGap, targetOpen });

describe('dropTarget', () => {
  it('drops onto a member: its last child', () => {
    expect(drop('CA', 'EAST', 0, false)).toEqual({ parent: 'EAST', before: null });
  });

  it('drops before a member: its sibling, just before it', () => {
    expect(drop('OAK', 'SFO', -1)).toEqual({ parent: 'WEST', before: 'SFO' });
  });

  it('drops after a member: before its next sibling, skipping the dragged one, or last', () => {
    expect(drop('OAK', 'SFO', 1)).toEqual({ parent: 'WEST', before: 'LAX' });
    expect(drop('LAX', 'SFO', 1)).toEqual({ parent: 'WEST', before: 'OAK' });
    expect(drop('SFO', 'OAK', 1)).toEqual({ parent: 'WEST', before: null });
    expect(drop('SFO', 'CA', 1)).toEqual({ parent: null, before: null });
  });

  it('drops just below an open member with children: its first child', () => {
    expect(drop('CA', 'WEST', 1, true, true)).toEqual({ parent: 'WEST', before: 'SFO' });
  });
});

describe('stepTarget', () => {
  it('moves up and down among siblings; nothing past the ends', () => {
    expect(stepTarget(index, 'LAX', -1)).toEqual({ parent: 'WEST', before: 'SFO' });
    expect(stepTarget(index, 'SFO', 1)).toEqual({ parent: 'WEST', before: 'OAK' });
    expect(stepTarget(index, 'LAX', 1)).toEqual({ parent: 'WEST', before: null });
    expect(stepTarget(index, 'SFO', -1)).toBeNull();
    expect(stepTarget(index, 'OAK', 1)).toBeNull();
  });
});
