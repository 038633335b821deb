import type { ReportView, ViewState } from '@cubus/shared';
import {
  initialPivotState,
  type PivotCube,
  type PivotState,
  requestOf,
} from '../../components/pivot/pivot-state';

type PivotView = Extract<ReportView, { type: 'pivot' }>;
type GridView = Extract<ReportView, { type: 'grid' }>;

/** A saved pivot view as the pivot's layout state; a dimension the cube lost since is left out. */
export function pivotStateOf(cube: PivotCube, view: ReportView | null): PivotState {
  const base = initialPivotState(cube);
  if (view?.type !== 'pivot') return base;
  const known = new Set(cube.dimensions.map((d) => d.name));
  const axis = (dims: PivotView['rows']) =>
    (dims ?? [])
      .filter((d) => known.has(d.dim))
      .map((d) => ({
        dim: d.dim,
        level: d.level ?? 0,
        expand: d.expand ?? [],
        expandAll: d.expandAll ?? false,
      }));
  const measures = new Set(cube.measures.map((m) => m.name));
  return {
    ...base,
    rows: axis(view.rows),
    columns: axis(view.columns),
    filters: Object.fromEntries(
      (view.filters ?? []).filter((f) => known.has(f.dim)).map((f) => [f.dim, [...f.members]]),
    ),
    measures: (view.measures ?? cube.measures.map((m) => m.name)).filter((m) => measures.has(m)),
    totals: view.totals ?? true,
    hideEmpty: view.hideEmpty ?? true,
  };
}

/** The pivot view a report saves: the pivot request without its cube. */
export function pivotViewOf(cube: PivotCube, state: PivotState): PivotView {
  const { cubeId: _cube, ...layout } = requestOf(cube.id, state);
  return { type: 'pivot', ...layout };
}

/** A saved grid view as the grid takes it (the grid's own view state). */
export function gridStateOf(view: ReportView | null): ViewState | undefined {
  if (view?.type !== 'grid') return undefined;
  const { type: _type, ...state } = view;
  return state;
}

/** The grid view a report saves; widths and density are the screen's, not the report's. */
export function gridViewOf(state: ViewState): GridView {
  const { widths: _widths, density: _density, rowHeight: _rowHeight, ...kept } = state;
  return { type: 'grid', ...kept };
}
