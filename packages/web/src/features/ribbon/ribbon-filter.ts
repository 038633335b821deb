import type { Condition, FilterNode, RibbonEntry } from '@cubus/shared';

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

/** The feed's filters as a qry filter: kind, actor, object and a day range in the user's time zone. */
export function ribbonFilterNode(filter: RibbonFilter): FilterNode {
  const conditions: Condition[] = [];
  if (filter.kind) conditions.push({ isactive: true, field: 'kind', op: 'eq', value: filter.kind });
  if (filter.actorId) conditions.push({ isactive: true, field: 'actorId', op: 'eq', value: filter.actorId });
  if (filter.object)
    conditions.push({ isactive: true, field: 'object', op: 'contains', value: filter.object });
  if (filter.from)
    conditions.push({
      isactive: true,
      field: 'at',
      op: 'ge',
      value: new Date(`${filter.from}T00:00:00`).toISOString(),
    });
  if (filter.to) conditions.push({ isactive: true, field: 'at', op: 'lt', value: nextDay(filter.to) });
  return {
    isactive: true,
    isexpanded: true,
    name: 'Root Node',
    operator: { id: 1, sid: 'and', name: 'AND' },
    childnodes: [],
    conditions,
  };
}

/** Whether a live entry belongs in the feed as it is filtered now. */
export function matchesRibbonFilter(entry: RibbonEntry, filter: RibbonFilter): boolean {
  if (filter.kind && entry.kind !== filter.kind) return false;
  if (filter.actorId && entry.actorId !== filter.actorId) return false;
  if (filter.object && !entry.object?.toLowerCase().includes(filter.object.toLowerCase())) return false;
  const at = Date.parse(entry.at);
  if (filter.from && at < Date.parse(`${filter.from}T00:00:00`)) return false;
  if (filter.to && at >= Date.parse(nextDay(filter.to))) return false;
  return true;
}
