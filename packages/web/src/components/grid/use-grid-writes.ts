import type { QryRow, SchemaAnswer } from '@cubus/shared';
import { Modal } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessageOf } from '../../lib/api-error';
import { downloadExport, qry } from '../../lib/qry-client';
import { toastError, toastSuccess } from '../../lib/toast';
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
}

/**
 * What the grid writes and downloads: the toolbar's changes to the selected rows (remove asks first),
 * the export of the current view, and a cell saved in place. `modalHolder` renders the confirmation.
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

  return { modalHolder, change, exportAs, saveCell };
}
