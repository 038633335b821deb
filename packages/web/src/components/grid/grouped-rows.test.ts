import { describe, expect, it } from 'vitest';
import { flattenGroups, groupLines } from './grouped-rows';

describe('grouped rows', () => {
  it('puts each group before its subgroups and the total last', () => {
    const total = [{ sum_rows: 10 }];
    const level1 = [
      { kind: 'a', sum_rows: 4 },
      { kind: 'b', sum_rows: 6 },
    ];
    const level2 = [
      { kind: 'a', owner: 'x', sum_rows: 4 },
      { kind: 'b', owner: 'x', sum_rows: 1 },
      { kind: 'b', owner: 'y', sum_rows: 5 },
    ];
    const flat = flattenGroups(['kind', 'owner'], [total, level1, level2]);
    expect(flat.map((g) => [g.level, g.row.kind ?? null, g.row.owner ?? null, g.row.sum_rows])).toEqual([
      [1, 'a', null, 4],
      [2, 'a', 'x', 4],
      [1, 'b', null, 6],
      [2, 'b', 'x', 1],
      [2, 'b', 'y', 5],
      [0, null, null, 10],
    ]);
  });

  it('shows outermost groups collapsed, subgroups and rows of expanded groups, the total always', () => {
    const flat = flattenGroups(
      ['kind', 'owner'],
      [
        [{ n: 3 }],
        [
          { kind: 'a', n: 1 },
          { kind: 'b', n: 2 },
        ],
        [
          { kind: 'a', owner: 'x', n: 1 },
          { kind: 'b', owner: 'y', n: 2 },
        ],
      ],
    );
    const shape = (lines: ReturnType<typeof groupLines>) =>
      lines.map((line) =>
        line.kind === 'group' ? `${line.group.level}${line.expanded ? '-' : '+'}` : line.kind,
      );
    expect(shape(groupLines(flat, 2, new Set(), new Map()))).toEqual(['1+', '1+', '0+']);

    const b = flat.find((g) => g.row.kind === 'b' && g.level === 1)?.key ?? '';
    const by = flat.find((g) => g.row.owner === 'y')?.key ?? '';
    expect(shape(groupLines(flat, 2, new Set([b, by]), new Map()))).toEqual([
      '1+',
      '1-',
      '2-',
      'loading',
      '0+',
    ]);
    const details = new Map([[by, { rows: [{ id: 1 }, { id: 2 }], total: 5, failed: false }]]);
    expect(shape(groupLines(flat, 2, new Set([b, by]), details))).toEqual([
      '1+',
      '1-',
      '2-',
      'row',
      'row',
      'more',
      '0+',
    ]);
    // A collapsed parent hides an expanded child and its rows.
    expect(shape(groupLines(flat, 2, new Set([by]), details))).toEqual(['1+', '1+', '0+']);
  });
});
