import {
  type AggregateOperand,
  blankFilter,
  type ConditionValue,
  type FieldInfo,
  type FilterNode,
  type GroupBy,
  type Match,
  type OrderBy,
  type QryRow,
  type SchemaAnswer,
  type SelectRequest,
  type ViewState,
  viewStateSchema,
} from '@cubus/shared';
import { prunedFilter } from './filter-tree';

export type Density = 'compact' | 'normal' | 'comfortable';

/** Everything a view keeps about a grid; what `Clear` resets and `Views` saves. */
export interface GridState {
  fields: string[];
  widths: Record<string, number>;
  filter: FilterNode;
  groups: string[];
  aggregates: { field?: string; operand: AggregateOperand }[];
  sorts: { field: string; dir: 'asc' | 'desc' }[];
  search: string;
  density: Density;
  rowHeight?: number;
  /** Soft-deleted rows show too (struck through), for Restore and Remove; not part of a view. */
  showDeleted?: boolean;
}

export const rowHeights: Record<Density, number> = { compact: 30, normal: 38, comfortable: 48 };

/**
 * Fields a grid hides unless asked: bookkeeping that the record card shows anyway, and what a
 * screen shows in its own row controls (an account's memberships).
 */
const hiddenByDefault = new Set(['version', 'deleted', 'description', 'details', 'state', 'memberships']);

/** The fields a person sees: all but the internal ones (ids, JSON), which other fields say in words. */
export const shownFields = (schema: SchemaAnswer): FieldInfo[] =>
  schema.fields.filter((field) => !field.internal);

/** What the shown fields' cells read besides their own value: the id and kind of the object each links to. */
export function linkFieldsOf(schema: SchemaAnswer, shown: readonly string[]): string[] {
  return schema.fields
    .filter((field) => field.link && shown.includes(field.name))
    .flatMap((field) => [field.link?.idField, field.link?.kindField])
    .filter((name): name is string => !!name);
}

/** The grid of an object as it opens without a view: its fields in schema order, no filter. */
export function initialGridState(schema: SchemaAnswer, blank: FilterNode = blankFilter()): GridState {
  const fields = shownFields(schema)
    .filter((field) => !hiddenByDefault.has(field.name) && field.name !== schema.key)
    .map((field) => field.name);
  return {
    fields: fields.length > 0 ? fields : shownFields(schema).map((field) => field.name),
    widths: {},
    filter: structuredClone(blank),
    groups: [],
    aggregates: [],
    sorts: [],
    search: '',
    density: 'normal',
  };
}

function knownFields(schema: SchemaAnswer) {
  const names = new Set(schema.fields.map((field) => field.name));
  return (field: string) => names.has(field);
}

/** The order-by of the grid, or none. */
function orderByOf(state: GridState): OrderBy | undefined {
  return state.sorts.length > 0 ? { isActive: true, sorts: state.sorts } : undefined;
}

/** A root AND node over `childnodes` and `conditions`, as the blank template writes it. */
const andOf = (childnodes: FilterNode[], conditions: FilterNode['conditions'] = []): FilterNode => ({
  ...blankFilter(),
  childnodes,
  conditions,
});

/**
 * The filter the grid sends: the complete part of the user's tree and, with `showDeleted`, an
 * active condition on `deleted` that matches every row (the server hides deleted rows unless the
 * filter names `deleted`).
 */
export function filterOf(state: GridState, schema: SchemaAnswer): FilterNode | undefined {
  const knows = knownFields(schema);
  const user = prunedFilter(state.filter, knows) ?? undefined;
  const deleted = schema.fields.find((field) => field.name === 'deleted');
  if (!state.showDeleted || !schema.softDelete || !deleted?.filterable) return user;
  const either: FilterNode = {
    ...andOf(
      [],
      [
        { isactive: true, field: 'deleted', op: 'null' },
        { isactive: true, field: 'deleted', op: 'notnull' },
      ],
    ),
    name: 'deleted',
    operator: { id: 2, sid: 'or', name: 'OR' },
  };
  return andOf(user ? [user, either] : [either]);
}

/** What "select all" names for a bulk op: every row of the grid's search and filter. */
export function matchOf(state: GridState, schema: SchemaAnswer): Match {
  const filter = filterOf(state, schema);
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(filter ? { filter } : {}),
  };
}

/**
 * The `select` of one window of rows: the visible fields plus the key and version (for edits),
 * the fields the screen's row controls read (`also`), the search, the complete part of the
 * filter, the sorts.
 * @example selectOf('todo', state, schema, 0, 100) // {op: 'select', object: 'todo', fields: [...], offset: 0, limit: 100}
 */
export function selectOf(
  object: string,
  state: GridState,
  schema: SchemaAnswer,
  offset: number,
  limit: number,
  also: readonly string[] = [],
): SelectRequest {
  const knows = knownFields(schema);
  const extra = [
    schema.key,
    schema.versioned ? 'version' : null,
    schema.softDelete ? 'deleted' : null,
    ...also,
    ...linkFieldsOf(schema, state.fields),
  ];
  const fields = [
    ...new Set([...state.fields.filter(knows), ...extra.filter((f): f is string => !!f && knows(f))]),
  ];
  const filter = filterOf(state, schema);
  const orderby = orderByOf(state);
  return {
    op: 'select',
    object,
    fields,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(filter ? { filter } : {}),
    ...(orderby ? { orderby } : {}),
    offset,
    limit,
  };
}

/** True when the grid shows groups and aggregates rather than rows. */
export const isGrouped = (state: GridState) => state.groups.length > 0;

/**
 * The `select` of one level of groups: the first `level` group fields with the aggregates, sorted
 * by those fields, so the levels can be merged into one tree.
 */
export function groupSelectOf(
  object: string,
  state: GridState,
  schema: SchemaAnswer,
  level: number,
): SelectRequest {
  const knows = knownFields(schema);
  const groups = state.groups.filter(knows).slice(0, level);
  const aggregates = state.aggregates.filter((a) => a.field === undefined || knows(a.field));
  const groupby: GroupBy = {
    isActive: true,
    groups: groups.map((field) => ({ field })),
    aggregates: aggregates.length > 0 ? aggregates : [{ operand: 'count' }],
  };
  const filter = filterOf(state, schema);
  return {
    op: 'select',
    object,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(filter ? { filter } : {}),
    groupby,
    ...(groups.length > 0
      ? { orderby: { isActive: true, sorts: groups.map((field) => ({ field, dir: 'asc' as const })) } }
      : {}),
    offset: 0,
    limit: 10_000,
  };
}

/**
 * The `select` of the rows inside one innermost group: the grid's select narrowed to the group's
 * values (`null` for a group of empty values), `limit` rows of it.
 */
export function detailSelectOf(
  object: string,
  state: GridState,
  schema: SchemaAnswer,
  group: QryRow,
  limit: number,
): SelectRequest {
  const base = selectOf(object, state, schema, 0, limit);
  const conditions = state.groups
    .filter(knownFields(schema))
    .map((field) =>
      group[field] === null || group[field] === undefined
        ? { isactive: true, field, op: 'null' as const }
        : { isactive: true, field, op: 'eq' as const, value: group[field] as ConditionValue },
    );
  const filter = filterOf(state, schema);
  return { ...base, filter: andOf(filter ? [filter] : [], conditions) };
}

/**
 * What Export sends: the current view as one select without paging (the server streams all rows),
 * the visible fields only, or the innermost level of groups with its aggregates.
 */
export function exportSelectOf(object: string, state: GridState, schema: SchemaAnswer): SelectRequest {
  const base = isGrouped(state)
    ? groupSelectOf(object, state, schema, state.groups.length)
    : { ...selectOf(object, state, schema, 0, 0), fields: state.fields.filter(knownFields(schema)) };
  const { offset: _offset, limit: _limit, ...select } = base;
  return select;
}

/** The state a view saves (shared `viewStateSchema`). */
export function toViewState(state: GridState): ViewState {
  return {
    fields: state.fields,
    widths: state.widths,
    filter: state.filter,
    groupby: {
      isActive: state.groups.length > 0,
      groups: state.groups.map((field) => ({ field })),
      aggregates: state.aggregates,
    },
    orderby: { isActive: state.sorts.length > 0, sorts: state.sorts },
    search: state.search,
    density: state.density,
    ...(state.rowHeight ? { rowHeight: state.rowHeight } : {}),
  };
}

function keepKnownConditions(node: FilterNode, knows: (field: string) => boolean): FilterNode {
  return {
    ...node,
    conditions: (node.conditions ?? []).filter((condition) => knows(condition.field)),
    childnodes: (node.childnodes ?? []).map((child) => keepKnownConditions(child, knows)),
  };
}

/**
 * A saved view applied to today's schema: anything that no longer parses falls back to the
 * initial state, and fields the object lost since are dropped.
 */
export function fromViewState(saved: unknown, schema: SchemaAnswer, blank?: FilterNode): GridState {
  const base = initialGridState(schema, blank);
  const parsed = viewStateSchema.safeParse(saved);
  if (!parsed.success) return base;
  const view = parsed.data;
  const knows = knownFields(schema);
  const shown = new Set(shownFields(schema).map((field) => field.name));
  const fields = view.fields?.filter((name) => shown.has(name));
  return {
    fields: fields && fields.length > 0 ? fields : base.fields,
    widths: Object.fromEntries(Object.entries(view.widths ?? {}).filter(([name]) => knows(name))),
    filter: view.filter ? keepKnownConditions(view.filter, knows) : base.filter,
    groups:
      view.groupby?.isActive === false ? [] : (view.groupby?.groups ?? []).map((g) => g.field).filter(knows),
    aggregates: (view.groupby?.aggregates ?? []).filter((a) => a.field === undefined || knows(a.field)),
    sorts: view.orderby?.isActive === false ? [] : (view.orderby?.sorts ?? []).filter((s) => knows(s.field)),
    search: view.search ?? '',
    density: view.density ?? 'normal',
    ...(view.rowHeight ? { rowHeight: view.rowHeight } : {}),
  };
}
