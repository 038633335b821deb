import type { SchemaAnswer } from '@cubus/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { qry } from '../../lib/qry-client';
import { detailSelectOf, type GridState, groupSelectOf, isGrouped, selectOf } from './grid-state';
import { flattenGroups, type GroupDetail } from './grouped-rows';
import { useWindowedRows } from './use-windowed-rows';

const noFields: readonly string[] = [];

/** Rows an expanded group shows at first; "Show more" asks for this many more. */
export const detailPage = 50;

/**
 * The grid's data: rows fetched in windows, or, when grouped, every level of groups merged into
 * one tree, plus the rows of the innermost groups that are expanded (`detailLimits`: group key →
 * rows wanted). `refresh` values that change ask again (Refresh, live events).
 */
export function useGridData(
  object: string,
  state: GridState,
  schema: SchemaAnswer,
  refresh: unknown[],
  detailLimits: ReadonlyMap<string, number> = new Map(),
  /** Fields the screen's row controls read, asked for even when hidden. */
  rowFields: readonly string[] = noFields,
) {
  const grouped = isGrouped(state);
  const stateRef = useRef(state);
  stateRef.current = state;
  const rowsKey = grouped
    ? null
    : JSON.stringify([selectOf(object, state, schema, 0, 0, rowFields), ...refresh]);
  const requestOf = useCallback(
    (offset: number, limit: number) => selectOf(object, stateRef.current, schema, offset, limit, rowFields),
    [object, schema, rowFields],
  );
  const windowed = useWindowedRows(rowsKey, requestOf);

  const levels = state.groups.length;
  const groupKey = grouped
    ? JSON.stringify([groupSelectOf(object, state, schema, levels), ...refresh])
    : null;
  const groups = useQuery({
    queryKey: ['qry', 'groups', object, groupKey],
    enabled: grouped,
    queryFn: async () => {
      const answers = await Promise.all(
        Array.from({ length: levels + 1 }, (_, level) =>
          qry.select(groupSelectOf(object, state, schema, level)),
        ),
      );
      return {
        columns: answers.at(-1)?.columns ?? [],
        rows: flattenGroups(
          state.groups,
          answers.map((answer) => answer.rows),
        ),
      };
    },
  });

  const innermost = (groups.data?.rows ?? []).filter(
    (group) => group.level === levels && detailLimits.has(group.key),
  );
  const detailQueries = useQueries({
    queries: innermost.map((group) => {
      const request = detailSelectOf(object, state, schema, group.row, detailLimits.get(group.key) ?? 0);
      return {
        queryKey: ['qry', 'group-rows', object, JSON.stringify([request, ...refresh])],
        queryFn: () => qry.select(request),
        // More rows of the same group keep the ones shown until they arrive.
        placeholderData: (previous: unknown) => previous as Awaited<ReturnType<typeof qry.select>>,
      };
    }),
  });
  const details = new Map<string, GroupDetail>(
    innermost.map((group, index) => {
      const query = detailQueries[index];
      return [
        group.key,
        { rows: query?.data?.rows ?? [], total: query?.data?.total ?? null, failed: !!query?.isError },
      ];
    }),
  );
  return { windowed, groups, details };
}
