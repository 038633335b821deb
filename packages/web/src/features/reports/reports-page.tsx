import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { EditorFrame } from '../../components/objects/editor-frame';
import { ObjectList } from '../../components/objects/object-list';
import { RequireAbility } from '../../components/require-ability';
import type { AppAbility } from '../../lib/abilities';
import { errorCodeOf } from '../../lib/api-error';
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
  const { t } = useTranslation();
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
  return (
    <ObjectList
      object="reports"
      param="report"
      title={t('menu.reports')}
      newLabel={t('reports.add')}
      linkOf={reportLink}
      empty={{ purpose: t('reports.empty.purpose'), example: t('reports.empty.example') }}
    />
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
  if (row.isError && errorCodeOf(row.error) === 'not_found')
    return <Navigate to={pathFor('error-404')} replace />;
  const saved = (next: ReportRow) => {
    client.setQueryData(reportRowKey(next.id), next);
    void client.invalidateQueries({ queryKey: reportRunKey(next.id) });
    setParams({ report: next.id });
  };
  return (
    <EditorFrame
      title={id ? t('reports.editTitle') : t('reports.newTitle')}
      trail={{ title: t('menu.reports'), to: pathFor('cubus-reports') }}
      back={{
        to: id ? reportLink(id) : pathFor('cubus-reports'),
        label: id ? t('reports.backToReport') : t('reports.backToList'),
        className: 'report-screen__actions',
      }}
      query={row}
      isNew={id === null}
    >
      {(id === null || row.data) && <ReportEditor report={row.data ?? null} onSaved={saved} />}
    </EditorFrame>
  );
}
