import {
  ArrowLeftOutlined,
  CopyOutlined,
  DownloadOutlined,
  EditOutlined,
  LinkOutlined,
  PushpinOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useAbility } from '@casl/react';
import { type ChartOption, chartOptionOf, dashboardTileRoutes, reportTableOf } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dropdown, Space, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAggregateWords } from '../../../components/grid/aggregate-words';
import { PageHeader } from '../../../components/page-header';
import { loadChartLocale } from '../../../components/report-chart/chart-locale';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { callRoute } from '../../../lib/api-client';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-error';
import { copyText } from '../../../lib/copy-text';
import { languageOf } from '../../../lib/i18n';
import { useLayoutStore } from '../../../lib/layout-store';
import { saveFile } from '../../../lib/qry-client';
import { pathFor } from '../../../lib/routes';
import { toastError, toastSuccess } from '../../../lib/toast';
import { reportRowKey, reportRunKey, reportsApi } from '../api/reports-api';
import { reportLink } from '../report-link';
import { reportNumberFormat } from '../report-number';
import { ReportTableView } from './report-table-view';

const ReportChart = lazy(() =>
  import('../../../components/report-chart/report-chart').then((m) => ({ default: m.ReportChart })),
);

type Format = 'xlsx' | 'csv' | 'png' | 'pdf';

/**
 * One report, read-only: its chart and table of values as of now, Download (XLSX, CSV from the
 * server; PNG and PDF made here), Get Link, and for builders Edit and Duplicate. A report of
 * another domain, or none, is the 404 page.
 */
export function ReportScreen({ id, onEdit }: { id: string; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const ability = useAbility<AppAbility>();
  const client = useQueryClient();
  const navigate = useNavigate();
  const dark = useLayoutStore((s) => s.skin === 'dark');
  const [busy, setBusy] = useState<Format | 'copy' | null>(null);
  const row = useQuery({ queryKey: reportRowKey(id), queryFn: () => reportsApi.get(id), retry: false });
  const run = useQuery({
    queryKey: reportRunKey(id),
    queryFn: ({ signal }) => reportsApi.run(id, signal),
    enabled: row.isSuccess,
    retry: false,
  });
  const total = t('pivot.total');
  const aggregates = useAggregateWords();
  const table = useMemo(
    () => (run.data ? reportTableOf(run.data, total, aggregates) : null),
    [run.data, total, aggregates],
  );
  const number = useMemo(() => reportNumberFormat(i18n.language), [i18n.language]);
  const report = row.data;
  const title = report?.title ?? t('reports.report');
  usePageTitle(title);
  if (row.isError && errorCodeOf(row.error) === 'not_found')
    return <Navigate to={pathFor('error-404')} replace />;

  const chart = report && table && report.chart !== 'table' ? chartOptionOf(table, report.chart) : null;
  // A downloaded chart speaks the console's language, as the one on screen does.
  const chartImage = async (option: ChartOption) => {
    const [render, locale] = await Promise.all([
      import('../../../components/report-chart/report-chart-render'),
      loadChartLocale(languageOf(i18n)),
    ]);
    return render.chartPng(option, locale);
  };
  const download = async (format: Format) => {
    if (!report) return;
    setBusy(format);
    try {
      if (format === 'xlsx' || format === 'csv')
        await reportsApi.download({ report: id, format, total, aggregates }, `${report.title}.${format}`);
      else if (format === 'png' && chart) {
        saveFile(
          new Blob([(await chartImage(chart)) as BlobPart], { type: 'image/png' }),
          `${report.title}.png`,
        );
      } else if (format === 'pdf' && table) {
        const [{ reportPdf, reportFont }, png] = await Promise.all([
          import('./report-pdf'),
          chart ? chartImage(chart) : null,
        ]);
        const bytes = await reportPdf(
          {
            title: report.title,
            subtitle: t('reports.pdfSubtitle', {
              source: run.data?.source.name ?? '',
              at: new Date().toLocaleString(i18n.language),
            }),
            png,
            table,
            format: number,
          },
          await reportFont(),
        );
        saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${report.title}.pdf`);
      }
      toastSuccess(t('reports.downloaded'));
    } catch (error) {
      toastError(errorCodeOf(error) === 'unknown' ? t('reports.downloadFailed') : errorMessageOf(error));
    } finally {
      setBusy(null);
    }
  };
  const getLink = async () => {
    await copyText(`${window.location.origin}${reportLink(id)}`);
    toastSuccess(t('reports.linkCopied'));
  };
  const duplicate = async () => {
    if (!report) return;
    setBusy('copy');
    try {
      const copy = await reportsApi.create({
        title: t('reports.copyOf', { title: report.title }).slice(0, 200),
        description: report.description,
        source: report.source,
        view: report.view,
        chart: report.chart,
      });
      toastSuccess(t('reports.duplicated'));
      navigate(reportLink(copy.id));
    } catch {
      // The client's toast said why.
    } finally {
      setBusy(null);
    }
  };
  const refresh = () => void client.invalidateQueries({ queryKey: reportRunKey(id) });
  const pin = async () => {
    const tiles = await callRoute(dashboardTileRoutes.pin, { reportId: id });
    client.setQueryData(['dashboard', 'tiles'], tiles);
    toastSuccess(t('reports.pinned'));
  };
  const formats: Format[] = ['xlsx', 'csv', ...(chart ? (['png'] as const) : []), 'pdf'];

  return (
    <>
      <PageHeader title={title} trail={[{ title: t('menu.reports'), to: pathFor('cubus-reports') }]} />
      <Space wrap className="report-screen__actions">
        <Link to={pathFor('cubus-reports')}>
          <ArrowLeftOutlined aria-hidden /> {t('reports.backToList')}
        </Link>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={refresh}>
          {t('common.refresh')}
        </Button>
        {ability.can('update', 'reports') && (
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit} disabled={!report}>
            {t('reports.edit')}
          </Button>
        )}
        {ability.can('create', 'reports') && (
          <Button
            icon={<CopyOutlined aria-hidden />}
            onClick={() => void duplicate()}
            loading={busy === 'copy'}
            disabled={!report}
          >
            {t('reports.duplicate')}
          </Button>
        )}
        <Button icon={<LinkOutlined aria-hidden />} onClick={() => void getLink()}>
          {t('reports.getLink')}
        </Button>
        {ability.can('read', 'reports') && (
          <Button icon={<PushpinOutlined aria-hidden />} onClick={() => void pin().catch(() => {})}>
            {t('reports.pin')}
          </Button>
        )}
        <Dropdown
          trigger={['click']}
          disabled={!table || busy !== null}
          menu={{
            items: formats.map((format) => ({ key: format, label: t(`reports.formats.${format}`) })),
            onClick: ({ key }) => void download(key as Format),
          }}
        >
          <Button icon={<DownloadOutlined aria-hidden />} loading={busy !== null && busy !== 'copy'}>
            {t('reports.download')}
          </Button>
        </Dropdown>
      </Space>
      {report && (
        <p className="report-screen__meta">
          {t('reports.sourceLine', {
            kind: t(`reports.sourceKinds.${report.source.kind}`),
            name: run.data?.source.name ?? report.sourceName ?? '—',
          })}
          {report.description ? ` · ${report.description}` : ''}
        </p>
      )}
      {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
      {run.isError && <Alert type="error" showIcon title={errorMessageOf(run.error)} />}
      {(row.isPending || (row.isSuccess && run.isPending)) && <Spin aria-label={t('app.loading')} />}
      {report && table && (
        <>
          {chart && (
            <Suspense fallback={<Spin aria-label={t('app.loading')} />}>
              <ReportChart table={table} chart={report.chart} title={report.title} dark={dark} />
            </Suspense>
          )}
          <ReportTableView
            table={table}
            caption={t('reports.valuesOf', { title: report.title })}
            format={number}
          />
          {run.data?.rows && run.data.rows.total > run.data.rows.rows.length && (
            <p role="status">
              {t('reports.cut', { count: run.data.rows.rows.length, total: run.data.rows.total })}
            </p>
          )}
        </>
      )}
    </>
  );
}
