import { type MeasureAggregation, type MeasureType, measureAggregations } from '@cubus/shared';
import fc from 'fast-check';

/** A member of a generated reference: its code, its parent's, its depth (0: a root). */
export interface MemberSpec {
  code: string;
  parent: string | null;
  depth: number;
}

export interface DimensionSpec {
  name: string;
  members: MemberSpec[];
  /** The version (scenario) dimension: never summed. */
  version: boolean;
}

export interface MeasureSpec {
  name: string;
  aggregation: MeasureAggregation;
  type: MeasureType;
}

/** One source row: a leaf code per dimension, a value (or null) per measure. */
export interface SourceRow {
  keys: string[];
  values: (number | null)[];
}

export interface CubeSpec {
  dimensions: DimensionSpec[];
  measures: MeasureSpec[];
  rows: SourceRow[];
}

/** A forest of at most 3 levels below the roots, with at least one member. */
function hierarchyArb(prefix: string): fc.Arbitrary<MemberSpec[]> {
  const shape = fc.array(fc.array(fc.array(fc.nat(2), { maxLength: 2 }), { maxLength: 3 }), {
    minLength: 1,
    maxLength: 3,
  });
  return shape.map((roots) => {
    const members: MemberSpec[] = [];
    let n = 0;
    const add = (parent: string | null, depth: number) => {
      const code = `${prefix}${n++}`;
      members.push({ code, parent, depth });
      return code;
    };
    for (const children of roots) {
      const root = add(null, 0);
      for (const grandchildren of children) {
        const child = add(root, 1);
        for (const leaves of grandchildren) {
          const grandchild = add(child, 2);
          for (let k = 0; k < leaves; k++) add(grandchild, 3);
        }
      }
    }
    return members;
  });
}

/** Leaves of a hierarchy: members no other has as parent. */
export const leavesOf = (members: MemberSpec[]) =>
  members.filter((m) => !members.some((other) => other.parent === m.code));

/**
 * A value that every engine adds up exactly in any order: whole numbers, cents, or quarters for a
 * float (a sum of quarters below 2^50 is exact in a double), so a pivot must equal its oracle to
 * the last digit.
 */
function valueArb(type: MeasureType): fc.Arbitrary<number | null> {
  const base = fc.integer({ min: -4000, max: 4000 });
  const value =
    type === 'integer' ? base : type === 'decimal' ? base.map((n) => n / 100) : base.map((n) => n / 4);
  return fc.option(value, { freq: 6 });
}

/** 1–6 members, every one a root and a leaf: a reference without a hierarchy. */
function flatArb(prefix: string): fc.Arbitrary<MemberSpec[]> {
  return fc
    .integer({ min: 1, max: 6 })
    .map((n) => Array.from({ length: n }, (_, i) => ({ code: `${prefix}${i}`, parent: null, depth: 0 })));
}

/** A small cube: 1–3 dimensions (one may be the version), one measure per aggregation, 0–40 rows. */
const cubeOf = (members: (prefix: string) => fc.Arbitrary<MemberSpec[]>): fc.Arbitrary<CubeSpec> =>
  fc
    .record({
      hierarchies: fc
        .array(fc.constant(null), { minLength: 1, maxLength: 3 })
        .chain((dims) => fc.tuple(...dims.map((_, i) => members(`d${i}m`)))),
      version: fc.option(fc.nat(2), { freq: 2 }),
      types: fc.tuple(
        ...measureAggregations.map(() => fc.constantFrom<MeasureType>('integer', 'decimal', 'float')),
      ),
      seeds: fc.array(fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), { maxLength: 40 }),
    })
    .chain(({ hierarchies, version, types, seeds }) => {
      const dimensions = hierarchies.map((members, i) => ({
        name: `dim${i}`,
        members,
        version: version === i,
      }));
      const measures = measureAggregations.map((aggregation, j) => ({
        name: `m_${aggregation}`,
        aggregation,
        type: types[j] ?? 'float',
      }));
      const rows = fc.tuple(
        ...seeds.map((picks) =>
          fc.tuple(...measures.map((m) => valueArb(m.type))).map((values) => ({
            keys: dimensions.map((d, i) => {
              const leaves = leavesOf(d.members);
              return leaves[(picks[i] ?? 0) % leaves.length]?.code ?? '';
            }),
            values,
          })),
        ),
      );
      return rows.map((list) => ({ dimensions, measures, rows: list }));
    });

/** A cube of references with hierarchies up to four levels deep. */
export const cubeArb = cubeOf(hierarchyArb);

/** A cube whose references have no hierarchy: with every dimension on an axis, each fact is a cell. */
export const flatCubeArb = cubeOf(flatArb);

/** Where a dimension sits in a layout; a filter keeps the facts under one member. */
export type Place = { on: 'rows' | 'columns' } | { on: 'filter'; member: number } | { on: 'none' };

export interface LayoutSpec {
  places: Place[];
  /** The first level shown per dimension on an axis (clamped to its depth). */
  levels: number[];
  expandAll: boolean;
  totals: boolean;
}

/** A pivot layout of a cube of `dimensions` dimensions. */
export const layoutArb = (dimensions: number): fc.Arbitrary<LayoutSpec> =>
  fc.record({
    places: fc.array(
      fc.oneof(
        fc.constant<Place>({ on: 'rows' }),
        fc.constant<Place>({ on: 'columns' }),
        fc.nat(50).map((member): Place => ({ on: 'filter', member })),
        fc.constant<Place>({ on: 'none' }),
      ),
      { minLength: dimensions, maxLength: dimensions },
    ),
    levels: fc.array(fc.nat(2), { minLength: dimensions, maxLength: dimensions }),
    expandAll: fc.boolean(),
    totals: fc.boolean(),
  });
