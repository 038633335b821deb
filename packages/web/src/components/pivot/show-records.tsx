import { blankFilter, type FilterNode, type ViewState } from '@cubus/shared';
import { Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../grid/data-grid';
import type { FactCondition, PivotCube } from './pivot-state';

export interface CellConditions {
  all: FactCondition[];
  any: FactCondition[][];
}

/** The filter of `cube:<id>` for a cell's conditions: all of `all`, and one of each `any` group. */
export function factFilterOf(conditions: CellConditions): FilterNode {
  const root = blankFilter();
  root.conditions = conditions.all.map((c) => ({ isactive: true, ...c }));
  root.childnodes = conditions.any.map((group) => ({
    ...blankFilter(),
    name: 'OR',
    operator: { id: 2, sid: 'or', name: 'OR' },
    conditions: group.map((c) => ({ isactive: true, ...c })),
  }));
  return root;
}

/** The grid view of a cell's facts: its filter pre-set, members' codes and names and the measures. */
function factsViewOf(cube: PivotCube, conditions: CellConditions): ViewState {
  return {
    fields: [
      ...cube.dimensions.flatMap((d) => [d.name, `${d.name}_name`]),
      ...cube.measures.map((m) => m.name),
    ],
    filter: factFilterOf(conditions),
  };
}

/**
 * Show Records: the fact rows behind a pivot cell in the shared grid over `cube:<id>`, with the
 * cell's filter pre-set; a fact opens in the record card. Facts are read-only there: cells change
 * through write-back in the pivot, which keeps versions for Undo.
 */
export function ShowRecords({
  cube,
  conditions,
  onClose,
}: {
  cube: PivotCube;
  conditions: CellConditions | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={conditions !== null}
      onClose={onClose}
      size={960}
      title={t('pivot.records.title')}
      closable={{ 'aria-label': t('common.cancel') }}
      destroyOnHidden
    >
      {conditions && (
        <>
          <p className="pivot-records__filter">
            {[...conditions.all, ...conditions.any.flat()].map((c) => (
              <Tag key={`${c.field}${c.value}`}>
                {c.op === 'eq'
                  ? `${c.field} = ${c.value}`
                  : t('pivot.records.under', { dim: c.field.replace(/_path$/, '') })}
              </Tag>
            ))}
          </p>
          <DataGrid
            object={`cube:${cube.id}`}
            label={t('pivot.records.grid')}
            initialView={factsViewOf(cube, conditions)}
          />
        </>
      )}
    </Drawer>
  );
}
