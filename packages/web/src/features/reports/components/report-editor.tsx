import {
  type CubeDimension,
  type CubeMeasure,
  type ReportChartType,
  type ReportSourceKind,
  type ReportView,
  reportChartTypes,
  reportColumnShown,
  reportGridSelect,
  reportLimits,
  reportSourceKinds,
  reportTableOf,
  type ViewState,
} from '@cubus/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Select, Space, Spin } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../components/grid/data-grid';
import { pivotApi } from '../../../components/pivot/pivot-api';
import { PivotFields } from '../../../components/pivot/pivot-fields';
import { PivotMeasures } from '../../../components/pivot/pivot-measures';
import type { PivotCube, PivotState } from '../../../components/pivot/pivot-state';
import { errorMessageOf } from '../../../lib/api-error';
import { useLayoutStore } from '../../../lib/layout-store';
import { qry } from '../../../lib/qry-client';
import { type ReportRow, reportsApi } from '../api/reports-api';
import { gridStateOf, gridViewOf, pivotStateOf, pivotViewOf } from '../report-view';
import { ReportTableView } from './report-table-view';
import '../../../components/pivot/pivot.css';

const ReportChart = lazy(() => import('./report-chart').then((m) => ({ default: m.ReportChart })));

const sourceObjects = { cube: 'cubes', table: 'tables', mount: 'mounts' } as const;

/** The preview's chart and table, shared by both kinds of view. */
function Preview({
  run,
  chart,
  title,
  error,
  pending,
}: {
  run: Parameters<typeof reportTableOf>[0] | undefined;
  chart: ReportChartType;
  title: string;
  error: unknown;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dark = useLayoutStore((s) => s.skin === 'dark');
  const total = t('pivot.total');
  const table = useMemo(() => (run ? reportTableOf(run, total) : null), [run, total]);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <section className="report-editor__preview" aria-label={t('reports.editor.preview')}>
      <h2>{t('reports.editor.preview')}</h2>
      {error ? <Alert type="error" showIcon title={errorMessageOf(error)} /> : null}
      {pending && <Spin aria-label={t('app.loading')} />}
      {table && (
        <>
          <Suspense fallback={<Spin aria-label={t('app.loading')} />}>
            <ReportChart table={table} chart={chart} title={title} dark={dark} />
          </Suspense>
          <ReportTableView
            table={table}
            caption={t('reports.valuesOf', { title })}
            format={(value) => number.format(value)}
          />
        </>
      )}
    </section>
  );
}

/** A cube's layout (rows, columns, filters, measures, totals) and its pivot as the preview. */
function PivotBuilder({
  cube,
  state,
  onChange,
  chart,
  title,
}: {
  cube: PivotCube;
  state: PivotState;
  onChange: (state: PivotState) => void;
  chart: ReportChartType;
  title: string;
}) {
  const view = pivotViewOf(cube, state);
  const pivot = useQuery({
    queryKey: ['reports', 'preview', cube.id, view],
    queryFn: ({ signal }) => {
      const { type: _type, ...layout } = view;
      return pivotApi.pivot({ ...layout, cubeId: cube.id }, { signal, showErrorToast: false });
    },
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PivotFields cube={cube} state={state} onChange={onChange} />
      <Space wrap className="pivot__toolbar">
        <PivotMeasures cube={cube} state={state} onChange={onChange} />
      </Space>
      <Preview
        run={pivot.data ? { pivot: pivot.data } : undefined}
        chart={chart}
        title={title}
        error={pivot.error}
        pending={pivot.isPending}
      />
    </>
  );
}

/** A table's or mount's rows in the shared grid (fields, filter, group, sort) and the chart of them. */
function GridBuilder({
  object,
  initial,
  view,
  onChange,
  chart,
  title,
}: {
  object: string;
  initial: ViewState | undefined;
  view: ViewState | null;
  onChange: (view: ViewState) => void;
  chart: ReportChartType;
  title: string;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(view);
  const select = deferred ? reportGridSelect(object, gridViewOf(deferred), reportLimits.maxRows) : null;
  const rows = useQuery({
    queryKey: ['reports', 'preview', select],
    queryFn: ({ signal }) =>
      qry.select(select ?? { op: 'select', object }, { signal, showErrorToast: false }),
    enabled: select !== null,
    placeholderData: keepPreviousData,
  });
  const shown = deferred && rows.data ? reportColumnShown(gridViewOf(deferred)) : null;
  return (
    <>
      <p>{t('reports.editor.gridHint')}</p>
      <DataGrid
        object={object}
        label={t('reports.editor.rows')}
        initialView={initial}
        onViewChange={onChange}
      />
      <Preview
        run={
          rows.data && shown
            ? { rows: { ...rows.data, columns: rows.data.columns.filter(shown) } }
            : undefined
        }
        chart={chart}
        title={title}
        error={rows.error}
        pending={rows.isPending && select !== null}
      />
    </>
  );
}

/**
 * A report's title, source (a cube, data table or mount), view and chart type; the view is built
 * with the pivot's layout or the shared grid, with a live preview. Save creates or updates.
 */
export function ReportEditor({
  report,
  onSaved,
}: {
  report: ReportRow | null;
  onSaved: (row: ReportRow) => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(report?.title ?? '');
  const [description, setDescription] = useState(report?.description ?? '');
  const [chart, setChart] = useState<ReportChartType>(report?.chart ?? 'bar');
  const [kind, setKind] = useState<ReportSourceKind>(report?.source.kind ?? 'cube');
  const [sourceId, setSourceId] = useState<string | null>(report?.source.id ?? null);
  const [pivot, setPivot] = useState<PivotState | null>(null);
  const [grid, setGrid] = useState<ViewState | null>(null);
  const [saving, setSaving] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  const sources = useQuery({
    queryKey: ['reports', 'sources', kind],
    queryFn: () =>
      qry.select({ op: 'select', object: sourceObjects[kind], fields: ['id', 'name'], limit: 1000 }),
  });
  const cubeRow = useQuery({
    queryKey: ['qry', 'row', 'cubes', sourceId],
    queryFn: () => qry.get('cubes', sourceId ?? '', { showErrorToast: false }),
    enabled: kind === 'cube' && sourceId !== null,
  });
  const cube: PivotCube | null =
    kind === 'cube' && cubeRow.data && sourceId
      ? {
          id: sourceId,
          dimensions: cubeRow.data.dimensions as CubeDimension[],
          measures: cubeRow.data.measures as CubeMeasure[],
        }
      : null;
  const savedHere =
    report && report.source.kind === kind && report.source.id === sourceId ? report.view : null;
  const pivotState = cube ? (pivot ?? pivotStateOf(cube, savedHere)) : null;
  const pickSource = (next: string | null) => {
    setSourceId(next);
    setPivot(null);
    setGrid(null);
  };
  const view: ReportView | null =
    kind === 'cube'
      ? cube && pivotState
        ? pivotViewOf(cube, pivotState)
        : null
      : grid
        ? gridViewOf(grid)
        : savedHere;

  const save = async () => {
    if (!title.trim()) {
      setTitleMissing(true);
      return;
    }
    if (!sourceId || !view) return;
    setSaving(true);
    try {
      const values = { title: title.trim(), description, chart, source: { kind, id: sourceId }, view };
      onSaved(
        report ? await reportsApi.update(report.id, report.version, values) : await reportsApi.create(values),
      );
    } catch {
      // The client's toast said why (an unknown field, a removed source).
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="report-editor">
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('fields.reports.title')}
          required
          validateStatus={titleMissing ? 'error' : undefined}
          help={titleMissing ? t('reports.editor.titleRequired') : undefined}
          htmlFor="report-title"
        >
          <Input
            id="report-title"
            value={title}
            maxLength={200}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleMissing(false);
            }}
          />
        </Form.Item>
        <Form.Item label={t('fields.reports.description')} htmlFor="report-description">
          <Input.TextArea
            id="report-description"
            value={description}
            rows={2}
            maxLength={4000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
        <Space wrap align="end">
          <Form.Item label={t('reports.editor.sourceKind')} htmlFor="report-source-kind">
            <Select<ReportSourceKind>
              id="report-source-kind"
              aria-label={t('reports.editor.sourceKind')}
              className="report-editor__pick"
              value={kind}
              options={reportSourceKinds.map((k) => ({ value: k, label: t(`reports.sourceKinds.${k}`) }))}
              onChange={(next) => {
                setKind(next);
                pickSource(null);
              }}
            />
          </Form.Item>
          <Form.Item label={t('reports.editor.source')} required htmlFor="report-source">
            <Select<string>
              id="report-source"
              aria-label={t('reports.editor.source')}
              className="report-editor__pick"
              showSearch={{ optionFilterProp: 'label' }}
              loading={sources.isPending}
              placeholder={t('reports.editor.pickSource')}
              value={sourceId ?? undefined}
              options={(sources.data?.rows ?? []).map((r) => ({
                value: String(r.id),
                label: String(r.name),
              }))}
              onChange={pickSource}
            />
          </Form.Item>
        </Space>
        <fieldset className="report-editor__chart">
          <legend>{t('fields.reports.chart')}</legend>
          <Radio.Group
            value={chart}
            onChange={(event) => setChart(event.target.value)}
            options={reportChartTypes.map((type) => ({ value: type, label: t(`reports.charts.${type}`) }))}
          />
        </fieldset>
        {cubeRow.isError && <Alert type="error" showIcon title={errorMessageOf(cubeRow.error)} />}
        {cube && pivotState && (
          <PivotBuilder cube={cube} state={pivotState} onChange={setPivot} chart={chart} title={title} />
        )}
        {kind !== 'cube' && sourceId && (
          <GridBuilder
            key={`${kind}:${sourceId}`}
            object={`${kind}:${sourceId}`}
            initial={gridStateOf(savedHere)}
            view={grid}
            onChange={setGrid}
            chart={chart}
            title={title}
          />
        )}
        <Space className="report-editor__actions">
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!sourceId || !view}>
            {t('common.save')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
