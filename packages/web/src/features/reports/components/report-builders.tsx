import {
  type ReportChartType,
  reportColumnShown,
  reportGridSelect,
  reportLimits,
  reportTableOf,
  type ViewState,
} from '@cubus/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAggregateWords } from '../../../components/grid/aggregate-words';
import { DataGrid } from '../../../components/grid/data-grid';
import { pivotApi } from '../../../components/pivot/pivot-api';
import { PivotFields } from '../../../components/pivot/pivot-fields';
import type { PivotCube, PivotState } from '../../../components/pivot/pivot-state';
import { PivotTotals } from '../../../components/pivot/pivot-totals';
import { errorMessageOf } from '../../../lib/api-error';
import { useLayoutStore } from '../../../lib/layout-store';
import { qry } from '../../../lib/qry-client';
import { reportNumberFormat } from '../report-number';
import { gridViewOf, pivotViewOf } from '../report-view';
import { ReportTableView } from './report-table-view';

const ReportChart = lazy(() =>
  import('../../../components/report-chart/report-chart').then((m) => ({ default: m.ReportChart })),
);

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
  const aggregates = useAggregateWords();
  const table = useMemo(() => (run ? reportTableOf(run, total, aggregates) : null), [run, total, aggregates]);
  const number = reportNumberFormat(i18n.language);
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
          <ReportTableView table={table} caption={t('reports.valuesOf', { title })} format={number} />
        </>
      )}
    </section>
  );
}

/** A cube's layout (rows, columns, filters, measures, totals) and its pivot as the preview. */
export function PivotBuilder({
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
        <PivotTotals state={state} onChange={onChange} />
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
export function GridBuilder({
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
