import { describe, expect, it } from 'vitest';
import { matchesRibbonFilter, ribbonFilterNode } from './ribbon-filter';

const entry = {
  id: '1',
  at: new Date('2026-11-20T12:00:00').toISOString(),
  actorId: 'u1',
  actor: 'admin',
  action: 'create',
  object: 'A',
  kind: 'todo',
  objectId: 'x',
  details: {},
};

describe('ribbon filter', () => {
  it('turns kind, user, object and days into conditions', () => {
    const node = ribbonFilterNode({
      kind: 'todo',
      actorId: 'u1',
      object: 'Sal',
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(node.conditions?.map((c) => [c.field, c.op])).toEqual([
      ['kind', 'eq'],
      ['actorId', 'eq'],
      ['object', 'contains'],
      ['at', 'ge'],
      ['at', 'lt'],
    ]);
    expect(ribbonFilterNode({}).conditions).toEqual([]);
  });

  it('decides whether a live entry shows', () => {
    expect(matchesRibbonFilter(entry, {})).toBe(true);
    expect(matchesRibbonFilter(entry, { kind: 'views' })).toBe(false);
    expect(matchesRibbonFilter(entry, { from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(matchesRibbonFilter(entry, { from: '2026-11-21' })).toBe(false);
    expect(matchesRibbonFilter(entry, { object: 'a' })).toBe(true);
    expect(matchesRibbonFilter(entry, { object: 'b' })).toBe(false);
  });
});
