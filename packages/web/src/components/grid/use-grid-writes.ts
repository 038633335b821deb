import type { FieldInfo, QryRow, SchemaAnswer } from '@cubus/shared';
import { Modal } from 'antd';
import { createElement, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessageOf } from '../../lib/api-error';
import { downloadExport, qry } from '../../lib/qry-client';
import { toastError, toastSuccess } from '../../lib/toast';
import type { PastePlan } from './grid-paste';
import { type Selection, selectedCount, targetOf } from './grid-selection';
import { exportSelectOf, type GridState, isGrouped, matchOf } from './grid-state';
import type { useGridData } from './use-grid-data';

interface GridNow {
  state: GridState;
  /** The state as it is when an answer arrives (a save may outlive a regrouping). */
  stateRef: RefObject<GridState>;
  selection: Selection;
  windowed: ReturnType<typeof useGridData>['windowed'];
  refresh: () => void;
  clearSelection: () => void;
  titleOf: (field: FieldInfo) => string;
}

/** What a paste wrote per row: the values it replaced and the version it left, so it can be undone. */
type WrittenPaste = { id: string | number; before: Record<string, unknown>; version: number }[];

/** At most this many refused cells are listed; the count says how many there are in all. */
const listedProblems = 10;

/**
 * What the grid writes and downloads: the toolbar's changes to the selected rows (remove asks first),
 * the export of the current view, a cell saved in place, and a pasted block with its one undo.
 * `modalHolder` renders the confirmation.
 */
export function useGridWrites(object: string, schema: SchemaAnswer, grid: GridNow) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const [, setPaint] = useState(0);
  const refreshRows = () => setPaint((n) => n + 1);
  const key = schema.key ?? 'id';

  const change = (op: 'delete' | 'restore' | 'remove') => {
    const target = targetOf(grid.selection, matchOf(grid.state, schema));
    const run = async () => {
      const count = await qry.change(op, object, 'ids' in target ? target.ids : target);
      toastSuccess(t(`grid.done.${op}`, { count }));
      grid.clearSelection();
      grid.refresh();
    };
    if (op !== 'remove') return void run().catch(() => undefined);
    modal.confirm({
      title: t('grid.removeConfirm.title', {
        count: selectedCount(grid.selection, grid.windowed.total ?? 0),
      }),
      content: t('grid.removeConfirm.text'),
      okText: t('grid.toolbar.remove'),
      okButtonProps: { danger: true },
      cancelText: t('records.cancel'),
      onOk: () => run().catch(() => undefined),
    });
  };

  const exportAs = (format: 'csv' | 'xlsx') => {
    const name = object.replace(/[^a-z0-9_-]/gi, '-');
    downloadExport(
      { export: exportSelectOf(object, grid.state, schema), format, name },
      `${name}.${format}`,
    ).catch(() => undefined);
  };

  const saveCell = async (row: QryRow, field: string, value: unknown) => {
    const { windowed } = grid;
    const id = row[key] as string | number;
    try {
      const saved = await qry.update(
        object,
        id,
        Number(row.version ?? 0),
        { [field]: value },
        { showErrorToast: false },
      );
      windowed.cache.replaceRow(key, saved);
      toastSuccess(t('records.saved'));
    } catch (error) {
      if (errorCodeOf(error) === 'conflict') toastError(t('records.conflict'));
      else toastError(errorMessageOf(error));
      const fresh = await qry.get(object, id).catch(() => null);
      if (fresh) windowed.cache.replaceRow(key, fresh);
    }
    // A row inside a group comes from its group's query, and the groups' aggregates may change:
    // grouped, everything is asked again (expanded groups stay open).
    if (isGrouped(grid.stateRef.current)) grid.refresh();
    else refreshRows();
  };

  const [lastPaste, setLastPaste] = useState<WrittenPaste | null>(null);
  const fieldTitle = (name: string) => {
    const field = schema.fields.find((f) => f.name === name);
    return field ? grid.titleOf(field) : name;
  };

  /** Writes rows one by one, each at the version it has now; the rows written so far on a failure. */
  const writeRows = async (
    rows: { id: string | number; version: number; values: Record<string, unknown> }[],
  ) => {
    const written: { id: string | number; row: QryRow }[] = [];
    for (const { id, version, values } of rows) {
      try {
        const saved = await qry.update(object, id, version, values, { showErrorToast: false });
        grid.windowed.cache.replaceRow(key, saved);
        written.push({ id, row: saved });
      } catch (error) {
        return { written, error };
      }
    }
    return { written, error: null };
  };
  const afterWrites = () => {
    if (isGrouped(grid.stateRef.current)) grid.refresh();
    else refreshRows();
  };

  /**
   * Writes a checked paste: nothing when any cell is refused (each listed with its code); otherwise
   * row by row, and should the server refuse one, the rows already written get their values back.
   */
  const paste = async (plan: PastePlan) => {
    if (plan.problems.length > 0) {
      modal.error({
        title: t('grid.paste.refused', { count: plan.problems.length }),
        content: createElement(
          'ul',
          { className: 'grid-paste-problems' },
          ...plan.problems
            .slice(0, listedProblems)
            .map((problem) =>
              createElement(
                'li',
                { key: `${problem.row}-${problem.field}` },
                `${t('grid.paste.where', { row: problem.row, field: fieldTitle(problem.field), text: problem.text })} ${t(`grid.paste.errors.${problem.code}`)} [${problem.code}]`,
              ),
            ),
          plan.problems.length > listedProblems
            ? createElement(
                'li',
                { key: 'more' },
                t('grid.paste.more', { count: plan.problems.length - listedProblems }),
              )
            : null,
        ),
        okText: t('grid.paste.ok'),
      });
      return;
    }
    if (plan.rows.length === 0) return;
    const { written, error } = await writeRows(
      plan.rows.map(({ row, values }) => ({
        id: row[key] as string | number,
        version: Number(row.version ?? 0),
        values,
      })),
    );
    if (error) {
      const undone = written.map(({ id, row }) => ({
        id,
        version: Number(row.version ?? 0),
        values: plan.rows.find((r) => r.row[key] === id)?.before ?? {},
      }));
      await writeRows(undone);
      toastError(
        errorCodeOf(error) === 'conflict'
          ? t('records.conflict')
          : t('grid.paste.failed', { message: errorMessageOf(error) }),
      );
      afterWrites();
      return;
    }
    setLastPaste(
      written.map(({ id, row }) => ({
        id,
        version: Number(row.version ?? 0),
        before: plan.rows.find((r) => r.row[key] === id)?.before ?? {},
      })),
    );
    const cells = plan.rows.reduce((sum, r) => sum + Object.keys(r.values).length, 0);
    toastSuccess(t('grid.paste.done', { count: cells }));
    afterWrites();
  };

  /** Puts back every value the last paste replaced, in one go. */
  const undoPaste = async () => {
    if (!lastPaste) return;
    setLastPaste(null);
    const { error } = await writeRows(
      lastPaste.map(({ id, version, before }) => ({ id, version, values: before })),
    );
    if (error) toastError(errorCodeOf(error) === 'conflict' ? t('records.conflict') : errorMessageOf(error));
    else toastSuccess(t('grid.paste.undone'));
    afterWrites();
  };

  return {
    modalHolder,
    change,
    exportAs,
    saveCell,
    paste: (plan: PastePlan) => void paste(plan),
    undoPaste: lastPaste ? () => void undoPaste() : null,
  };
}
