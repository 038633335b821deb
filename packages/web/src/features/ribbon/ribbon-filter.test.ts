import type { RibbonEntry } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { builtinsNamedWith, matchesRibbonFilter, ribbonFilterNode } from './ribbon-filter';

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
      ['at', 'ge'],
      ['at', 'lt'],
    ]);
    // The object's name: a line of no built-in procedure whose logged name has it.
    const [object] = node.childnodes ?? [];
    expect(object?.operator.sid).toBe('or');
    expect(object?.conditions).toEqual([]);
    expect(object?.childnodes?.[0]?.conditions?.map((c) => [c.field, c.op, c.value])).toEqual([
      ['object', 'contains', 'Sal'],
      ['builtin', 'null', undefined],
    ]);
    expect(ribbonFilterNode({}).conditions).toEqual([]);
    expect(ribbonFilterNode({}).childnodes).toEqual([]);
  });

  it('finds a built-in procedure’s runs by the name the feed shows, not the English one it logs', () => {
    const german: Record<string, string> = {
      'copy-scenario': 'Szenario kopieren',
      'clear-slice': 'Ausschnitt leeren',
      'recalculate-totals': 'Summen neu berechnen',
    };
    const builtins = builtinsNamedWith('SUMMEN', (builtin) => german[builtin] ?? '');
    expect(builtins).toEqual(['recalculate-totals']);
    expect(builtinsNamedWith('Recalculate', (builtin) => german[builtin] ?? '')).toEqual([]);
    const [object] = ribbonFilterNode({ object: 'summen' }, builtins).childnodes ?? [];
    expect(object?.conditions).toEqual([
      { isactive: true, field: 'builtin', op: 'in', value: ['recalculate-totals'] },
    ]);
    const run = { ...entry, object: 'Recalculate totals', details: { builtin: 'recalculate-totals' } };
    const shown = (e: RibbonEntry) => german[String(e.details.builtin)] ?? e.object ?? '';
    expect(matchesRibbonFilter(run, { object: 'summen' }, shown)).toBe(true);
    expect(matchesRibbonFilter(run, { object: 'recalculate' }, shown)).toBe(false);
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
