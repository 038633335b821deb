import { useAbility } from '@casl/react';
import type { MetaAnswer, QryRow, SchemaAnswer, ViewState } from '@cubus/shared';
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppAbility } from '../../lib/abilities';
import { errorMessageOf } from '../../lib/api-error';
import { useQryMeta } from '../../lib/qry-meta-store';
import { useSessionStore } from '../../lib/session-store';
import { useObjectSchema } from '../../lib/use-object-schema';
import { EmptyState } from '../empty-state/empty-state';
import { type CardTarget, RecordCard } from '../records/record-card';
import type { CellPresenters } from './cell-value';
import { useFieldTitle } from './field-title';
import { countConditions } from './filter-tree';
import { GridBody } from './grid-body';
import { failedRowsText } from './grid-failure';
import { GridPanelBody } from './grid-panel-body';
import type { RowActions } from './grid-row';
import { noSelection, type Selection, selectedCount } from './grid-selection';
import {
  filterOf,
  fromViewState,
  type GridState,
  initialGridState,
  isGrouped,
  matchOf,
  rowHeights,
  toViewState,
} from './grid-state';
import { useGridTable } from './grid-table';
import { type GridPanel, GridToolbar } from './grid-toolbar';
import { useExpandedGroups } from './use-expanded-groups';
import { useGridData } from './use-grid-data';
import { defaultViewOf, type SavedView, useGridViews } from './use-grid-views';
import { useGridWrites } from './use-grid-writes';
import { ViewsPanel } from './views-panel';
import './grid.css';

export interface DataGridProps {
  /** The qry object: a kind (`todo`) or one object's data (`table:<id>`). */
  object: string;
  /** The grid's accessible name. */
  label: string;
  toolbarExtra?: React.ReactNode;
  /** A change of this value refreshes the rows (live updates). */
  refreshSignal?: unknown;
  /** A link from a row to its own editor, when the object has one (objects → /cubus/object/:id). */
  editorLink?: (row: QryRow) => string | null;
  /** The toolbar's New opens the screen's own editor rather than the record card. */
  onNew?: () => void;
  /** The New button's name where the screen names it ("New data source"); "New" otherwise. */
  newLabel?: string;
  /** Opening a row (Enter, its open button) opens the screen's own editor rather than the record card. */
  onOpen?: (row: QryRow) => void;
  /** The view the grid opens with, instead of the user's default (a report's saved view). */
  initialView?: ViewState;
  /** Every change of fields, filter, groups or sorts, as a view saves it (a report's editor). */
  onViewChange?: (view: ViewState) => void;
  /** A last column of the screen's own controls per row (block a user, revoke an invite). */
  rowActions?: RowActions;
  /** The screen's own way to say some fields, in the grid and on the record card. */
  cells?: CellPresenters;
  /** What an empty list says (what its objects are for, the demo's example); New is its action. */
  empty?: { purpose: string; example?: string };
}

/**
 * The one grid of every list screen (DESIGN §2): one object over `/api/qry`, with the spec's toolbar.
 * Schema, shared templates and saved views load side by side; the default view applies before the
 * first rows are asked for.
 */
export function DataGrid(props: DataGridProps) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const userId = useSessionStore((s) => s.session?.user.id);
  const canViews = ability.can('read', 'views');
  const schema = useObjectSchema(props.object);
  const meta = useQryMeta();
  const views = useGridViews(props.object, canViews);
  if (schema.isError) return <Alert type="error" showIcon title={errorMessageOf(schema.error)} />;
  if (!schema.data || !meta || (canViews && views.isPending))
    return <Spin className="page-spinner" aria-label={t('app.loading')} />;
  return (
    <GridView
      key={props.object}
      {...props}
      schema={schema.data}
      meta={meta}
      views={views}
      opening={props.initialView ? undefined : defaultViewOf(views.data ?? [], userId)}
      canViews={canViews}
      userId={userId}
    />
  );
}

function GridView({
  object,
  label,
  schema,
  meta,
  views,
  opening,
  canViews,
  userId,
  toolbarExtra,
  refreshSignal,
  editorLink,
  onNew,
  newLabel,
  onOpen,
  initialView,
  onViewChange,
  rowActions,
  cells,
  empty,
}: DataGridProps & {
  schema: SchemaAnswer;
  meta: MetaAnswer;
  views: ReturnType<typeof useGridViews>;
  opening: SavedView | undefined;
  canViews: boolean;
  userId: string | undefined;
}) {
  const { t } = useTranslation();
  const titleOf = useFieldTitle();
  const role = useSessionStore((s) => s.session?.role);
  const panelId = useId();
  const [state, setState] = useState<GridState>(() =>
    opening || initialView
      ? fromViewState(initialView ?? opening?.state, schema, meta.blankFilter)
      : initialGridState(schema, meta.blankFilter),
  );
  const viewChanged = useRef(onViewChange);
  viewChanged.current = onViewChange;
  useEffect(() => {
    const { filter: _typed, ...view } = toViewState(state);
    const filter = filterOf(state, schema);
    viewChanged.current?.(filter ? { ...view, filter } : view);
  }, [state, schema]);
  const [activeView, setActiveView] = useState<string | null>(opening?.id ?? null);
  const [panel, setPanel] = useState<GridPanel | null>(null);
  const [generation, setGeneration] = useState(0);
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [card, setCard] = useState<CardTarget>(null);
  const patch = useCallback(
    (next: Partial<GridState>) => setState((previous) => ({ ...previous, ...next })),
    [],
  );
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  // Stable, so the toolbar's debounce is not restarted by every render.
  const onSearch = useCallback((search: string) => patch({ search }), [patch]);
  const key = schema.key ?? 'id';
  const grouped = isGrouped(state);
  const stateRef = useRef(state);
  stateRef.current = state;

  const expandedGroups = useExpandedGroups(state.groups);
  // What row controls and presenters read, asked for even when hidden; stable while their names are.
  const readNames = [...(rowActions?.fields ?? []), ...Object.values(cells ?? {}).flatMap((c) => c.fields)];
  const readKey = readNames.join(',');
  const rowFields = useMemo(() => readKey.split(',').filter(Boolean), [readKey]);
  const { windowed, groups, details } = useGridData(
    object,
    state,
    schema,
    [generation, refreshSignal],
    expandedGroups.expanded,
    rowFields,
  );
  // "All rows" means the rows of this search and filter: another query starts a new selection.
  const matchKey = JSON.stringify(matchOf(state, schema));
  const [selectionKey, setSelectionKey] = useState(matchKey);
  if (selectionKey !== matchKey) {
    setSelectionKey(matchKey);
    setSelection(noSelection);
  }

  const table = useGridTable(schema.fields, state, titleOf, (widths) =>
    setState((previous) => ({ ...previous, widths: widths(previous.widths) })),
  );

  const ops = new Set(schema.ops);
  const navigate = useNavigate();
  // An object with a screen of its own is made and opened there, never in the raw record card.
  const openInEditor =
    onOpen ??
    (editorLink &&
      ((row: QryRow) => {
        const to = editorLink(row);
        if (to) navigate(to);
      }));
  const can = {
    create: ops.has('create') && (onNew !== undefined || !editorLink),
    update: ops.has('update'),
    delete: ops.has('delete') && schema.softDelete,
    restore: ops.has('restore') && schema.softDelete,
    remove: ops.has('remove'),
    views: canViews,
  };

  const selectedRows = selectedCount(selection, windowed.total ?? 0);
  const copyCells = useRef<((headers: boolean) => void) | null>(null);
  const { modalHolder, change, exportAs, saveCell, paste, undoPaste } = useGridWrites(object, schema, {
    state,
    stateRef,
    selection,
    windowed,
    refresh,
    clearSelection: () => setSelection(noSelection),
    titleOf,
  });

  const applyView = (view: SavedView) => {
    setState(fromViewState(view.state, schema, meta.blankFilter));
    setActiveView(view.id);
  };

  const rowHeight = state.rowHeight ?? rowHeights[state.density];
  const newOne = onNew ?? (() => setCard({ id: null }));
  // Only a list that has nothing says so: a search or filter that matches nothing is not "empty".
  const isEmpty =
    empty !== undefined &&
    !grouped &&
    windowed.total === 0 &&
    !windowed.loading &&
    !windowed.failed &&
    state.search === '' &&
    countConditions(state.filter) === 0 &&
    !state.showDeleted;

  return (
    <section
      className={`data-grid data-grid--${state.density}${isEmpty ? ' data-grid--empty' : ''}`}
      aria-label={label}
    >
      {modalHolder}
      <GridToolbar
        label={label}
        panel={panel}
        panelId={panelId}
        onPanel={setPanel}
        search={state.search}
        onSearch={onSearch}
        can={can}
        counts={{
          filter: countConditions(state.filter),
          groups: state.groups.length,
          sorts: state.sorts.length,
          selected: selectedRows,
        }}
        showDeleted={can.restore ? !!state.showDeleted : null}
        onShowDeleted={(showDeleted) => patch({ showDeleted })}
        onNew={newOne}
        newLabel={newLabel}
        onRefresh={refresh}
        onExport={exportAs}
        onCopy={grouped ? null : (headers) => copyCells.current?.(headers)}
        onUndoPaste={undoPaste}
        onChange={change}
        onClear={() => {
          const blank = initialGridState(schema, meta.blankFilter);
          patch({ filter: blank.filter, groups: [], aggregates: [], sorts: [], search: '' });
        }}
        extra={toolbarExtra}
      />
      {panel && (
        <section id={panelId} className="grid-panel-host" aria-label={t(`grid.toolbar.${panel}`)}>
          {panel === 'views' ? (
            <ViewsPanel
              object={object}
              views={views.data ?? []}
              activeId={activeView}
              userId={userId}
              isAdmin={role === 'admin' || role === 'root'}
              current={() => toViewState(stateRef.current)}
              onApply={applyView}
              onChanged={(id) => {
                if (id !== undefined) setActiveView(id);
                void views.invalidate();
              }}
            />
          ) : (
            <GridPanelBody
              panel={panel}
              state={state}
              onChange={patch}
              schema={schema}
              meta={meta}
              titleOf={titleOf}
            />
          )}
        </section>
      )}
      {(grouped ? groups.isError : windowed.failed) && (
        // Why, above the rows, where the eye is: the status line below a tall grid is out of view.
        <Alert
          className="grid-failure"
          type="error"
          showIcon
          title={failedRowsText(grouped ? groups.error : windowed.failure)}
        />
      )}
      <GridBody
        label={label}
        table={table}
        schema={schema}
        state={state}
        rowHeight={rowHeight}
        windowed={windowed}
        grouped={grouped ? expandedGroups.view(groups, details) : null}
        selection={selection}
        onSelection={setSelection}
        onOpen={
          openInEditor ?? (ops.has('get') ? (row) => setCard({ id: row[key] as string | number }) : undefined)
        }
        openTitle={openInEditor ? t('grid.openInEditor') : t('records.recordCard')}
        openLabel={(n) => (openInEditor ? t('grid.openRowInEditor', { n }) : t('grid.openRow', { n }))}
        canEdit={can.update}
        onSaveCell={(row, field, value) => void saveCell(row, field, value)}
        onSort={(field) => {
          const current = state.sorts[0];
          const dir = current?.field === field && current.dir === 'asc' ? 'desc' : 'asc';
          patch({ sorts: [{ field, dir }] });
        }}
        titleOf={titleOf}
        editorLink={editorLink}
        rowActions={rowActions}
        cells={cells}
        onPaste={paste}
        onUndoPaste={undoPaste}
        copyRef={copyCells}
      />
      {isEmpty && (
        <EmptyState
          purpose={empty.purpose}
          example={empty.example}
          action={can.create ? { label: newLabel ?? t('grid.toolbar.new'), run: newOne } : undefined}
        />
      )}
      <RecordCard
        object={object}
        schema={schema}
        target={card}
        titleOf={titleOf}
        cells={cells}
        onTarget={setCard}
        onSaved={(row) => {
          windowed.cache.replaceRow(key, row);
          refresh();
        }}
      />
    </section>
  );
}
