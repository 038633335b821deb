import { ArrowLeftOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import type { AppAbility } from '../../lib/abilities';
import { errorCodeOf, errorMessageOf } from '../../lib/api-error';
import { pathFor } from '../../lib/routes';
import { type ReportRow, reportRowKey, reportRunKey, reportsApi } from './api/reports-api';
import { ReportEditor } from './components/report-editor';
import { ReportScreen } from './components/report-screen';
import { reportLink } from './report-link';
import './reports.css';

/**
 * `/cubus/reports`: the reports in the grid; `?report=<id>` one report (its chart, values,
 * downloads: the address Get Link copies), `&edit=1` that report in the editor, `?report=new` a new one.
 */
export function Component() {
  return (
    <RequireAbility action="read" subject="reports">
      <ReportsRoute />
    </RequireAbility>
  );
}

function ReportsRoute() {
  const [params, setParams] = useSearchParams();
  const ability = useAbility<AppAbility>();
  const id = params.get('report');
  if (id === 'new')
    return ability.can('create', 'reports') ? (
      <EditorScreen id={null} />
    ) : (
      <Navigate to={pathFor('not-authorized')} />
    );
  if (id && params.get('edit'))
    return ability.can('update', 'reports') ? (
      <EditorScreen key={id} id={id} />
    ) : (
      <Navigate to={reportLink(id)} replace />
    );
  if (id) return <ReportScreen key={id} id={id} onEdit={() => setParams({ report: id, edit: '1' })} />;
  return <ReportsList />;
}

function ReportsList() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const title = t('menu.reports');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="reports"
        label={title}
        editorLink={(row) => (row.id ? reportLink(String(row.id)) : null)}
        newLabel={t('reports.add')}
        onNew={() => setParams({ report: 'new' })}
        onOpen={(row) => setParams({ report: String(row.id) })}
      />
    </>
  );
}

function EditorScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const row = useQuery({
    queryKey: reportRowKey(id),
    queryFn: () => reportsApi.get(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
  const title = id ? t('reports.editTitle') : t('reports.newTitle');
  usePageTitle(title);
  if (row.isError && errorCodeOf(row.error) === 'not_found')
    return <Navigate to={pathFor('error-404')} replace />;
  const saved = (next: ReportRow) => {
    client.setQueryData(reportRowKey(next.id), next);
    void client.invalidateQueries({ queryKey: reportRunKey(next.id) });
    setParams({ report: next.id });
  };
  return (
    <>
      <PageHeader title={title} trail={[t('menu.reports')]} />
      <Link to={id ? reportLink(id) : pathFor('cubus-reports')} className="report-screen__actions">
        <ArrowLeftOutlined aria-hidden /> {id ? t('reports.backToReport') : t('reports.backToList')}
      </Link>
      <Card>
        {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
        {id !== null && row.isPending && <Spin aria-label={t('app.loading')} />}
        {(id === null || row.data) && <ReportEditor report={row.data ?? null} onSaved={saved} />}
      </Card>
    </>
  );
}
