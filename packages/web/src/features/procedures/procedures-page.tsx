import { ArrowLeftOutlined } from '@ant-design/icons';
import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessageOf } from '../../lib/api-error';
import { pathFor } from '../../lib/routes';
import { procedureRowKey, proceduresApi } from './api/procedures-api';
import { ProcedureEditor } from './components/procedure-editor';
import { ProcedureScreen } from './components/procedure-screen';
import './procedures.css';

/**
 * `/cubus/procedures`: the procedures in the grid; `?procedure=new` is the editor, `?procedure=<id>`
 * one procedure with Run, its Result and Log, `&edit=1` that procedure in the editor.
 */
export function Component() {
  return (
    <RequireAbility action="read" subject="procedures">
      <ProceduresRoute />
    </RequireAbility>
  );
}

function ProceduresRoute() {
  const [params, setParams] = useSearchParams();
  const id = params.get('procedure');
  if (id === 'new') return <EditorScreen id={null} />;
  if (id && params.get('edit')) return <EditorScreen key={id} id={id} />;
  if (id) return <ProcedureScreen key={id} id={id} onEdit={() => setParams({ procedure: id, edit: '1' })} />;
  return <ProceduresList />;
}

const procedureLink = (id: string) => `${pathFor('cubus-procedures')}?procedure=${encodeURIComponent(id)}`;

function ProceduresList() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const title = t('menu.procedures');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="procedures"
        label={title}
        editorLink={(row) => (row.id ? procedureLink(String(row.id)) : null)}
        newLabel={t('procedures.add')}
        onNew={() => setParams({ procedure: 'new' })}
        onOpen={(row) => setParams({ procedure: String(row.id) })}
      />
    </>
  );
}

function EditorScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const row = useQuery({
    queryKey: procedureRowKey(id),
    queryFn: () => proceduresApi.get(id ?? ''),
    enabled: id !== null,
  });
  const title = id ? t('procedures.editTitle') : t('procedures.newTitle');
  usePageTitle(title);
  const saved = (next: QryRow) => {
    const savedId = String(next.id);
    client.setQueryData(procedureRowKey(savedId), next);
    setParams({ procedure: savedId });
  };
  return (
    <>
      <PageHeader title={title} trail={[t('menu.procedures')]} />
      <Link to={id ? procedureLink(id) : pathFor('cubus-procedures')} className="procedure-screen__actions">
        <ArrowLeftOutlined aria-hidden /> {id ? t('procedures.backToProcedure') : t('procedures.backToList')}
      </Link>
      <Card>
        {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
        {id !== null && row.isPending && <Spin aria-label={t('app.loading')} />}
        {row.data?.builtin ? (
          <Alert type="info" showIcon title={t('errors.procedure_builtin')} />
        ) : (
          (id === null || row.data) && <ProcedureEditor row={row.data ?? null} onSaved={saved} />
        )}
      </Card>
    </>
  );
}
