import {
  type BuiltinProcedure,
  builtinProcedures,
  type Condition,
  type FilterNode,
  type RibbonEntry,
} from '@cubus/shared';

export interface RibbonFilter {
  kind?: string | undefined;
  actorId?: string | undefined;
  /** Part of the object's name, any case. */
  object?: string | undefined;
  /** `yyyy-mm-dd`, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00`);
  day.setDate(day.getDate() + 1);
  return day.toISOString();
};

const node = (sid: 'and' | 'or', conditions: Condition[], childnodes: FilterNode[] = []): FilterNode => ({
  isactive: true,
  isexpanded: true,
  name: sid === 'and' ? 'Root Node' : 'Any of',
  operator: sid === 'and' ? { id: 1, sid, name: 'AND' } : { id: 2, sid, name: 'OR' },
  childnodes,
  conditions,
});

/** The built-in procedures whose name, as `nameOf` says it in the user's language, has `part` in it (any case). */
export function builtinsNamedWith(
  part: string,
  nameOf: (builtin: BuiltinProcedure) => string,
): BuiltinProcedure[] {
  const wanted = part.toLowerCase();
  return builtinProcedures.filter((builtin) => nameOf(builtin).toLowerCase().includes(wanted));
}

/**
 * The feed's filters as a qry filter: kind, actor, object and a day range in the user's time zone.
 * A run of a built-in procedure is shown by its name in the user's language, and found by it: by
 * `builtins` (`builtinsNamedWith`), not by the English name the log keeps.
 */
export function ribbonFilterNode(
  filter: RibbonFilter,
  builtins: readonly BuiltinProcedure[] = [],
): FilterNode {
  const conditions: Condition[] = [];
  const childnodes: FilterNode[] = [];
  if (filter.kind) conditions.push({ isactive: true, field: 'kind', op: 'eq', value: filter.kind });
  if (filter.actorId) conditions.push({ isactive: true, field: 'actorId', op: 'eq', value: filter.actorId });
  if (filter.object) {
    const named = node('and', [
      { isactive: true, field: 'object', op: 'contains', value: filter.object },
      { isactive: true, field: 'builtin', op: 'null' },
    ]);
    const ofBuiltins: Condition[] =
      builtins.length > 0 ? [{ isactive: true, field: 'builtin', op: 'in', value: [...builtins] }] : [];
    childnodes.push(node('or', ofBuiltins, [named]));
  }
  if (filter.from)
    conditions.push({
      isactive: true,
      field: 'at',
      op: 'ge',
      value: new Date(`${filter.from}T00:00:00`).toISOString(),
    });
  if (filter.to) conditions.push({ isactive: true, field: 'at', op: 'lt', value: nextDay(filter.to) });
  return node('and', conditions, childnodes);
}

/** Whether a live entry belongs in the feed as it is filtered now; `shownObject`: its object as the feed says it. */
export function matchesRibbonFilter(
  entry: RibbonEntry,
  filter: RibbonFilter,
  shownObject: (entry: RibbonEntry) => string = (e) => e.object ?? '',
): boolean {
  if (filter.kind && entry.kind !== filter.kind) return false;
  if (filter.actorId && entry.actorId !== filter.actorId) return false;
  if (filter.object && !shownObject(entry).toLowerCase().includes(filter.object.toLowerCase())) return false;
  const at = Date.parse(entry.at);
  if (filter.from && at < Date.parse(`${filter.from}T00:00:00`)) return false;
  if (filter.to && at >= Date.parse(nextDay(filter.to))) return false;
  return true;
}
