import type { QryRow } from '@cubus/shared';

export interface GroupRow {
  /** 1 = outermost group; 0 = the total over everything. */
  level: number;
  key: string;
  row: QryRow;
}

const keyOf = (row: QryRow, groups: string[], level: number) =>
  JSON.stringify(groups.slice(0, level).map((field) => row[field] ?? null));

/**
 * Levels of a grouped select (level k grouped by the first k fields) merged into one list: each
 * group row followed by its subgroups, the total last.
 * @example flattenGroups(['kind'], [[total], kindRows]) // [kind rows…, total]
 */
export function flattenGroups(groups: string[], levels: QryRow[][]): GroupRow[] {
  const byParent = new Map<string, QryRow[]>();
  for (let level = 1; level < levels.length; level++)
    for (const row of levels[level] ?? []) {
      const parent = `${level}:${keyOf(row, groups, level - 1)}`;
      byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
    }
  const out: GroupRow[] = [];
  const emit = (level: number, parentKey: string) => {
    for (const row of byParent.get(`${level}:${parentKey}`) ?? []) {
      const key = keyOf(row, groups, level);
      out.push({ level, key: `${level}:${key}`, row });
      if (level < groups.length) emit(level + 1, key);
    }
  };
  emit(1, JSON.stringify([]));
  for (const row of levels[0] ?? []) out.push({ level: 0, key: 'total', row });
  return out;
}

/** The rows of one innermost group, as far as they are loaded. */
export interface GroupDetail {
  rows: QryRow[];
  total: number | null;
  failed: boolean;
}

/** One line of a grouped grid: a group, one of its rows, or the state of its rows. */
export type GroupLine =
  | { kind: 'group'; key: string; group: GroupRow; expanded: boolean }
  | { kind: 'row'; key: string; row: QryRow; level: number }
  | { kind: 'more'; key: string; group: GroupRow; shown: number; total: number }
  | { kind: 'loading' | 'failed'; key: string; level: number };

/**
 * The lines a grouped grid shows: the outermost groups, the subgroups of expanded groups, and the
 * rows of expanded innermost groups (`depth` = number of group levels), then the total.
 * @example groupLines(rows, 1, new Set([rows[0].key]), details) // [group, row, row, group, total]
 */
export function groupLines(
  rows: GroupRow[],
  depth: number,
  expanded: ReadonlySet<string>,
  details: ReadonlyMap<string, GroupDetail>,
): GroupLine[] {
  const lines: GroupLine[] = [];
  // Level of the nearest collapsed ancestor: everything deeper stays hidden.
  let collapsedAt: number | null = null;
  for (const group of rows) {
    if (collapsedAt !== null && group.level > collapsedAt) continue;
    collapsedAt = null;
    const open = group.level > 0 && expanded.has(group.key);
    lines.push({ kind: 'group', key: group.key, group, expanded: open });
    if (group.level === 0) continue;
    if (!open) {
      collapsedAt = group.level;
      continue;
    }
    if (group.level < depth) continue;
    const detail = details.get(group.key);
    const level = group.level + 1;
    if (!detail || detail.total === null) {
      lines.push({ kind: detail?.failed ? 'failed' : 'loading', key: `${group.key}/status`, level });
      continue;
    }
    detail.rows.forEach((row, index) => {
      lines.push({ kind: 'row', key: `${group.key}/${index}`, row, level });
    });
    if (detail.total > detail.rows.length)
      lines.push({
        kind: 'more',
        key: `${group.key}/more`,
        group,
        shown: detail.rows.length,
        total: detail.total,
      });
  }
  return lines;
}
