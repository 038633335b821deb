import type { CubeDimension, CubeMeasure } from '@cubus/shared';
import { moveDim, moveMeasure, type PivotCube, type PivotState, placeOf } from './pivot-state';

/** Where a chip can sit in the pivot's layout: `none` holds what is not shown. */
export type Zone = 'rows' | 'columns' | 'filters' | 'measures' | 'none';

interface ZoneItemBase {
  name: string;
  /** What a person reads: the caption, or the name where there is none. */
  label: string;
  /** Whether it may be put in `zone` (a dimension never among the measures, nor a measure on an axis). */
  accepts(zone: Zone): boolean;
  /** The state with it put in `zone`, before the item at `at` (last when not given). */
  moveTo(state: PivotState, zone: Zone, at?: number): PivotState;
}

export type ZoneItem =
  | (ZoneItemBase & { type: 'dimension'; dimension: CubeDimension })
  | (ZoneItemBase & { type: 'measure'; measure: CubeMeasure });

/** What a drag carries: the chip being moved. */
export type Dragged = ZoneItem;

const dimensionZones: readonly Zone[] = ['rows', 'columns', 'filters', 'none'];

function dimensionItem(dimension: CubeDimension): ZoneItem {
  return {
    type: 'dimension',
    dimension,
    name: dimension.name,
    label: dimension.caption ?? dimension.name,
    accepts: (zone) => dimensionZones.includes(zone),
    moveTo: (state, zone, at) => (zone === 'measures' ? state : moveDim(state, dimension.name, zone, at)),
  };
}

function measureItem(measure: CubeMeasure): ZoneItem {
  return {
    type: 'measure',
    measure,
    name: measure.name,
    label: measure.caption ?? measure.name,
    accepts: (zone) => zone === 'measures' || zone === 'none',
    moveTo: (state, zone, at) =>
      zone === 'measures'
        ? moveMeasure(state, measure.name, at ?? state.measures.length)
        : zone === 'none'
          ? moveMeasure(state, measure.name, null)
          : state,
  };
}

/** The chips of each zone, in the state's order (what is not shown in the cube's order). */
export function zoneItems(cube: PivotCube, state: PivotState): Record<Zone, ZoneItem[]> {
  const byName = new Map(cube.dimensions.map((d) => [d.name, d]));
  const onAxis = (list: PivotState['rows']) =>
    list.flatMap(({ dim }) => {
      const dimension = byName.get(dim);
      return dimension ? [dimensionItem(dimension)] : [];
    });
  const measures = new Map(cube.measures.map((m) => [m.name, m]));
  return {
    rows: onAxis(state.rows),
    columns: onAxis(state.columns),
    filters: cube.dimensions.filter((d) => placeOf(state, d.name) === 'filters').map(dimensionItem),
    measures: state.measures.flatMap((name) => {
      const measure = measures.get(name);
      return measure ? [measureItem(measure)] : [];
    }),
    none: [
      ...cube.dimensions.filter((d) => placeOf(state, d.name) === 'none').map(dimensionItem),
      ...cube.measures.filter((m) => !state.measures.includes(m.name)).map(measureItem),
    ],
  };
}
