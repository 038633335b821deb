import {
  BarChartOutlined,
  CopyOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  ReloadOutlined,
  RollbackOutlined,
  TableOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dropdown, Select, Space, Spin, Switch } from 'antd';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';
import { useLayoutStore } from '../../lib/layout-store';
import { subscribeCubes, whenLive } from '../../lib/live-events';
import { saveFile } from '../../lib/qry-client';
import { fillCopyEvent, parseTsv, writeToClipboard } from '../../lib/sheet-clipboard';
import { toastError, toastSuccess } from '../../lib/toast';
import { CopyScenarioDialog } from './copy-scenario-dialog';
import { pivotApi } from './pivot-api';
import { pivotBlock, planPivotPaste, rangeOf } from './pivot-clipboard';
import { csvOf, exportSheetOf, xlsxOf } from './pivot-export';
import { PivotFields } from './pivot-fields';
import { parseNumber } from './pivot-format';
import { type CellAt, PivotGrid } from './pivot-grid';
import { buildLayout } from './pivot-layout';
import { spreadWrite } from './pivot-spread';
import {
  factConditionsOf,
  initialPivotState,
  numberFormats,
  type PivotCube,
  type PivotState,
  requestOf,
  toggleExpand,
  writeCoordsOf,
} from './pivot-state';
import { PivotTotals } from './pivot-totals';
import { type CellConditions, ShowRecords } from './show-records';
import './pivot.css';

const PivotChart = lazy(() => import('./pivot-chart').then((m) => ({ default: m.PivotChart })));

export interface PivotViewProps {
  cube: PivotCube;
  /** The cube's name: the grid's accessible name and the export's file name. */
  name: string;
  /** Write-back, Undo and Copy Scenario (the server checks `update` on cubes again). */
  canWrite: boolean;
  /** The layout it opens with; by default the cube's first layout (`initialPivotState`). */
  initialState?: PivotState;
  /** Told every layout change after the first render (the cube's screen keeps it per user). */
  onStateChange?: (state: PivotState) => void;
  /** With it, "Reset layout" goes back to the cube's first layout and calls it. */
  onReset?: () => void;
  /** More toolbar actions that need the layout as it is now (the cube's named views). */
  extraActions?: (state: PivotState) => ReactNode;
}

/**
 * The pivot of a cube (DESIGN §1), for the cube's screen and for reports: layout, measures,
 * drill, totals, sort, hide empty, number format, chart, export, Show Records, write-back with
 * Undo, Copy Scenario. Another user's change arrives as a live `cube` event and is read again.
 */
export function PivotView(props: PivotViewProps) {
  const { cube, name, canWrite, initialState, onStateChange, onReset, extraActions } = props;
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const dark = useLayoutStore((s) => s.skin === 'dark');
  const [state, setState] = useState<PivotState>(() => initialState ?? initialPivotState(cube));
  const [active, setActive] = useState<CellAt>({ r: 0, k: 0 });
  const [anchor, setAnchor] = useState<CellAt | null>(null);
  const [chart, setChart] = useState(false);
  const [records, setRecords] = useState<CellConditions | null>(null);
  const [copying, setCopying] = useState(false);
  const [undoable, setUndoable] = useState<string[]>([]);
  const request = useMemo(() => requestOf(cube.id, state), [cube.id, state]);
  const key = useMemo(() => ['pivot', cube.id, request] as const, [cube.id, request]);
  // The live stream the pivot was last read under (null: a read waits for it to open). Read before
  // it opened, the pivot may have missed a change.
  const readUnder = useRef<number | null>(0);
  const pivot = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      readUnder.current = null;
      readUnder.current = await whenLive();
      return pivotApi.pivot(request, { signal, showErrorToast: false });
    },
    placeholderData: keepPreviousData,
    // An answer (up to 100,000 cells) is always replaced whole: comparing it deeply would cost a frame.
    structuralSharing: false,
  });
  // The grid of a new answer renders as a transition, which React splits into ~5 ms slices: a
  // 2,000 × 50 answer arriving would otherwise mount its rows in one main-thread task.
  const answer = useDeferredValue(pivot.data);
  // Known before an answer arrives, so the grid's first render already holds the columns in view.
  const [width, setWidth] = useState(0);
  const measureWidth = useCallback((section: HTMLElement | null) => {
    if (!section) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  const layout = useMemo(() => (answer ? buildLayout(answer) : null), [answer]);
  const refresh = () => void client.invalidateQueries({ queryKey: ['pivot', cube.id] });

  const told = useRef(state);
  useEffect(() => {
    if (told.current === state) return;
    told.current = state;
    onStateChange?.(state);
  }, [state, onStateChange]);
  useEffect(() => {
    const readAgain = () => void client.invalidateQueries({ queryKey: ['pivot', cube.id] });
    return subscribeCubes(
      (event) => {
        if (event.cubeId === cube.id) readAgain();
      },
      // Opened (or reopened after a drop) since the pivot was read: what changed meanwhile was not told.
      (stream) => {
        if (readUnder.current !== null && readUnder.current !== stream) readAgain();
      },
    );
  }, [cube.id, client]);
  // The active cell stays inside a smaller answer.
  const rowCount = answer?.rows.length ?? 0;
  const columnCount = layout?.leafColumns.length ?? 0;
  if ((active.r >= rowCount && rowCount > 0) || (active.k >= columnCount && columnCount > 0)) {
    setActive({ r: Math.min(active.r, rowCount - 1), k: Math.min(active.k, columnCount - 1) });
    setAnchor(null);
  }

  const scenario = cube.dimensions.find((d) => d.scenario);
  const writable = canWrite && !Object.values(state.filters).some((codes) => codes.length > 1);

  const write = async (at: CellAt, text: string) => {
    const leaf = layout?.leafColumns[at.k];
    const measure = leaf && answer?.measures[leaf.m];
    if (!answer || !leaf || !measure) return;
    const value = parseNumber(text, i18n.language);
    if (value !== null && Number.isNaN(value)) return toastError(t('errors.measure_not_number'));
    const coords = writeCoordsOf(answer, at.r, leaf.c);
    if (!coords) return toastError(t('pivot.severalFiltered'));
    // The write leaves first; the optimistic spread of a large pivot then runs while it travels.
    const stored = pivotApi.write({ cubeId: cube.id, measure: measure.name, coords, value });
    client.setQueryData(key, spreadWrite(answer, { r: at.r, c: leaf.c, m: leaf.m }, value));
    try {
      const done = await stored;
      setUndoable((list) => [...list, done.changeId]);
      toastSuccess(t('pivot.written', { count: done.cells }));
    } catch (error) {
      toastError(errorMessageOf(error));
    } finally {
      refresh();
    }
  };
  /** The picked cells (the active one alone without a range), with row and column titles when asked. */
  const picked = (headers: boolean) =>
    answer && layout
      ? pivotBlock(
          answer,
          layout,
          rangeOf(active, anchor),
          i18n.language,
          headers ? { total: t('pivot.total') } : null,
        )
      : null;
  const copyCells = (headers: boolean) => {
    const copied = picked(headers);
    if (copied) void writeToClipboard(copied.block, copied.titles);
  };
  /** A block pasted from a spreadsheet: every leaf cell it covers in one change, one Undo. */
  const paste = async (text: string) => {
    if (!answer || !layout || !writable || !text) return;
    const plan = planPivotPaste(answer, layout, rangeOf(active, anchor), parseTsv(text), i18n.language);
    if ('error' in plan) {
      const messages = {
        beyond: t('pivot.cells.pasteBeyond'),
        not_leaf: t('pivot.cells.pasteNotLeaf'),
        several_filtered: t('pivot.severalFiltered'),
        not_number: 'text' in plan ? t('pivot.cells.pasteNotNumber', plan) : '',
      };
      return toastError(messages[plan.error]);
    }
    try {
      const done = await pivotApi.writeCells({ cubeId: cube.id, cells: plan.cells });
      setUndoable((list) => [...list, done.changeId]);
      toastSuccess(t('pivot.written', { count: done.cells }));
    } catch (error) {
      toastError(errorMessageOf(error));
    } finally {
      refresh();
    }
  };
  const undo = async () => {
    const last = undoable.at(-1);
    try {
      const done = await pivotApi.undo(cube.id, last);
      toastSuccess(t('pivot.undone', { count: done.cells }));
      setUndoable((list) => list.slice(0, -1));
    } catch {
      // The client's toast said why (nothing to undo, or newer changes first).
    } finally {
      refresh();
    }
  };
  const showRecords = (at: CellAt) => {
    const leaf = layout?.leafColumns[at.k];
    if (!answer || !leaf) return;
    setRecords(factConditionsOf(answer, at.r, leaf.c));
  };
  const sortBy = (k: number) => {
    const leaf = layout?.leafColumns[k];
    if (!leaf || !answer) return;
    const measure = answer.measures[leaf.m]?.name;
    const same = state.sort?.column === leaf.c && state.sort.measure === measure;
    setState({
      ...state,
      sort: { column: leaf.c, measure, dir: same && state.sort?.dir === 'desc' ? 'asc' : 'desc' },
    });
  };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    if (!answer || !layout) return;
    const sheet = exportSheetOf(
      answer,
      layout,
      { total: t('pivot.total'), measureTitle: (m) => m },
      state.format,
    );
    try {
      if (format === 'csv') saveFile(new Blob(['\ufeff', csvOf(sheet)], { type: 'text/csv' }), `${name}.csv`);
      else saveFile(await xlsxOf(sheet, name), `${name}.xlsx`);
    } catch {
      toastError(t('pivot.exportFailed'));
    }
  };
  const otherFilters = Object.fromEntries(
    Object.entries(state.filters).filter(([dim, codes]) => dim !== scenario?.name && codes.length > 0),
  );
  const label = t('pivot.label', { name });

  return (
    <section ref={measureWidth} className="pivot" aria-label={label}>
      <PivotFields cube={cube} state={state} onChange={setState} applied={answer?.filters} />
      <Space wrap className="pivot__toolbar">
        <PivotTotals state={state} onChange={setState} />
        <span className="pivot__switch">
          <Switch
            size="small"
            checked={state.hideEmpty}
            aria-label={t('pivot.hideEmpty')}
            onChange={(hideEmpty) => setState({ ...state, hideEmpty })}
          />
          <span aria-hidden>{t('pivot.hideEmpty')}</span>
        </span>
        <Select
          aria-label={t('pivot.format.label')}
          className="pivot__format"
          value={state.format}
          options={numberFormats.map((f) => ({ value: f, label: t(`pivot.format.${f}`) }))}
          onChange={(format) => setState({ ...state, format })}
        />
        {onReset && (
          <Button
            icon={<RollbackOutlined aria-hidden />}
            onClick={() => {
              // Not a change to keep: the kept layout is forgotten instead.
              const first = initialPivotState(cube);
              told.current = first;
              setState(first);
              setActive({ r: 0, k: 0 });
              onReset();
            }}
          >
            {t('pivot.resetLayout')}
          </Button>
        )}
        {extraActions?.(state)}
        <Button icon={<ReloadOutlined aria-hidden />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
        <Button
          icon={chart ? <TableOutlined aria-hidden /> : <BarChartOutlined aria-hidden />}
          aria-pressed={chart}
          onClick={() => setChart(!chart)}
        >
          {t('pivot.chart.toggle')}
        </Button>
        <Button
          icon={<FileTextOutlined aria-hidden />}
          disabled={!answer}
          onClick={() => void exportAs('csv')}
        >
          {t('pivot.exportCsv')}
        </Button>
        <Button
          icon={<FileExcelOutlined aria-hidden />}
          disabled={!answer}
          onClick={() => void exportAs('xlsx')}
        >
          {t('pivot.exportXlsx')}
        </Button>
        <Dropdown
          trigger={['click']}
          disabled={!answer || rowCount === 0}
          menu={{
            items: [
              { key: 'cells', label: t('pivot.cells.copyCells') },
              { key: 'headers', label: t('pivot.cells.copyWithHeaders') },
            ],
            onClick: ({ key }) => copyCells(key === 'headers'),
          }}
        >
          <Button icon={<CopyOutlined aria-hidden />}>{t('grid.copy.label')}</Button>
        </Dropdown>
        <Button disabled={!answer || rowCount === 0} onClick={() => showRecords(active)}>
          {t('pivot.showRecords')}
        </Button>
        {canWrite && (
          <Button
            icon={<UndoOutlined aria-hidden />}
            disabled={undoable.length === 0}
            onClick={() => void undo()}
          >
            {t('pivot.undo')}
          </Button>
        )}
        {canWrite && scenario && (
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => setCopying(true)}>
            {t('pivot.copy.open')}
          </Button>
        )}
      </Space>
      {pivot.isError && <Alert type="error" showIcon title={errorMessageOf(pivot.error)} />}
      {/* Until the first answer is shown: it renders a moment after it arrives (deferred). */}
      {!answer && !pivot.isError && <Spin aria-label={t('app.loading')} />}
      {answer && layout && (
        <>
          <p className="pivot__status" role="status">
            {t('pivot.size', {
              rowsText: t('pivot.sizeRows', { count: answer.rows.length }),
              columnsText: t('pivot.sizeColumns', { count: layout.leafColumns.length }),
            })}
            {pivot.isFetching ? ` · ${t('app.loading')}` : ''}
            {canWrite && !writable ? ` · ${t('pivot.severalFiltered')}` : ''}
          </p>
          {chart && (
            <Suspense fallback={<Spin aria-label={t('app.loading')} />}>
              <PivotChart answer={answer} layout={layout} dark={dark} />
            </Suspense>
          )}
          <PivotGrid
            label={label}
            width={width}
            answer={answer}
            layout={layout}
            state={state}
            format={state.format}
            active={active}
            onActive={setActive}
            anchor={anchor}
            onAnchor={setAnchor}
            onCopy={(event) => {
              const copied = picked(false);
              if (!copied) return;
              event.preventDefault();
              fillCopyEvent(event, copied.block);
            }}
            onPaste={(text) => void paste(text)}
            onToggle={(axis, index, member) => setState(toggleExpand(state, axis, index, member))}
            onSort={sortBy}
            onEdit={writable ? (at, text) => void write(at, text) : null}
            onShowRecords={showRecords}
          />
          <p className="pivot__hint">
            {writable ? `${t('pivot.hintWrite')} ${t('pivot.cells.cellsHint')}` : t('pivot.hintRead')}
          </p>
        </>
      )}
      <ShowRecords cube={cube} conditions={records} onClose={() => setRecords(null)} />
      {copying && scenario && (
        <CopyScenarioDialog
          cubeId={cube.id}
          scenario={{ dim: scenario.name, refId: scenario.refId }}
          filters={otherFilters}
          onClose={() => setCopying(false)}
          onCopied={(done) => {
            setCopying(false);
            setUndoable((list) => [...list, done.changeId]);
            refresh();
          }}
        />
      )}
    </section>
  );
}
