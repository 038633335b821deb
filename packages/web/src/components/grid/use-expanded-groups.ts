import { useState } from 'react';
import type { GridBodyProps } from './grid-body';
import { groupLines } from './grouped-rows';
import { detailPage, type useGridData } from './use-grid-data';

type GridData = ReturnType<typeof useGridData>;

/**
 * The expanded groups of a grouped grid; an innermost one maps to how many of its rows to show.
 * Another grouping starts with all groups closed.
 */
export function useExpandedGroups(groups: string[]) {
  const [expanded, setExpanded] = useState<ReadonlyMap<string, number>>(() => new Map());
  const groupKey = JSON.stringify(groups);
  const [expandedKey, setExpandedKey] = useState(groupKey);
  if (expandedKey !== groupKey) {
    setExpandedKey(groupKey);
    setExpanded(new Map());
  }
  const toggle = (key: string) =>
    setExpanded((previous) => {
      const next = new Map(previous);
      if (next.has(key)) next.delete(key);
      else next.set(key, detailPage);
      return next;
    });
  const more = (key: string) =>
    setExpanded((previous) => new Map(previous).set(key, (previous.get(key) ?? 0) + detailPage));
  /** The grouped grid as GridBody shows it: the groups' answer in lines, expanded groups with their rows. */
  const view = (
    answer: GridData['groups'],
    details: GridData['details'],
  ): NonNullable<GridBodyProps['grouped']> => ({
    loading: answer.isPending,
    failed: answer.isError,
    columns: answer.data?.columns ?? [],
    lines: groupLines(answer.data?.rows ?? [], groups.length, new Set(expanded.keys()), details),
    groupCount: (answer.data?.rows ?? []).filter((row) => row.level === 1).length,
    onToggle: toggle,
    onMore: more,
  });
  return { expanded, view };
}
