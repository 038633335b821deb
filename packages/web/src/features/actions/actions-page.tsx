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
import { actionRowKey, actionsApi } from './api/actions-api';
import { ActionEditor } from './components/action-editor';
import { ActionScreen } from './components/action-screen';
import './actions.css';

/**
 * `/cubus/actions`: the actions in the grid; `?action=new` is the editor, `?action=<id>` one action
 * with Run and its Log, `&edit=1` that action in the editor.
 */
export function Component() {
  return (
    <RequireAbility action="read" subject="actions">
      <ActionsRoute />
    </RequireAbility>
  );
}

function ActionsRoute() {
  const [params, setParams] = useSearchParams();
  const id = params.get('action');
  if (id === 'new') return <EditorScreen id={null} />;
  if (id && params.get('edit')) return <EditorScreen key={id} id={id} />;
  if (id) return <ActionScreen key={id} id={id} onEdit={() => setParams({ action: id, edit: '1' })} />;
  return <ActionsList />;
}

const actionLink = (id: string) => `${pathFor('cubus-actions')}?action=${encodeURIComponent(id)}`;

function ActionsList() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const title = t('menu.actions');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="actions"
        label={title}
        editorLink={(row) => (row.id ? actionLink(String(row.id)) : null)}
        newLabel={t('actions.add')}
        onNew={() => setParams({ action: 'new' })}
        onOpen={(row) => setParams({ action: String(row.id) })}
      />
    </>
  );
}

function EditorScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const row = useQuery({
    queryKey: actionRowKey(id),
    queryFn: () => actionsApi.get(id ?? ''),
    enabled: id !== null,
  });
  const title = id ? t('actions.editTitle') : t('actions.newTitle');
  usePageTitle(title);
  const saved = (next: QryRow) => {
    const savedId = String(next.id);
    client.setQueryData(actionRowKey(savedId), next);
    setParams({ action: savedId });
  };
  return (
    <>
      <PageHeader title={title} trail={[t('menu.actions')]} />
      <Link to={id ? actionLink(id) : pathFor('cubus-actions')} className="action-screen__actions">
        <ArrowLeftOutlined aria-hidden /> {id ? t('actions.backToAction') : t('actions.backToList')}
      </Link>
      <Card>
        {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
        {id !== null && row.isPending && <Spin aria-label={t('app.loading')} />}
        {(id === null || row.data) && <ActionEditor row={row.data ?? null} onSaved={saved} />}
      </Card>
    </>
  );
}
