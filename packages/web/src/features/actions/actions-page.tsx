import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EditorFrame } from '../../components/objects/editor-frame';
import { ObjectList } from '../../components/objects/object-list';
import { RequireAbility } from '../../components/require-ability';
import { pathFor } from '../../lib/routes';
import { actionRowKey, actionsApi } from './api/actions-api';
import { ActionEditor } from './components/action-editor';
import { ActionScreen } from './components/action-screen';
import { actionCells } from './components/step-names';
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
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('action');
  if (id === 'new') return <EditorScreen id={null} />;
  if (id && params.get('edit')) return <EditorScreen key={id} id={id} />;
  if (id) return <ActionScreen key={id} id={id} onEdit={() => setParams({ action: id, edit: '1' })} />;
  return (
    <ObjectList
      object="actions"
      param="action"
      title={t('menu.actions')}
      newLabel={t('actions.add')}
      linkOf={actionLink}
      cells={actionCells}
      empty={{ purpose: t('actions.empty.purpose'), example: t('actions.empty.example') }}
    />
  );
}

const actionLink = (id: string) => `${pathFor('cubus-actions')}?action=${encodeURIComponent(id)}`;

function EditorScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const row = useQuery({
    queryKey: actionRowKey(id),
    queryFn: () => actionsApi.get(id ?? ''),
    enabled: id !== null,
  });
  const saved = (next: QryRow) => {
    const savedId = String(next.id);
    client.setQueryData(actionRowKey(savedId), next);
    setParams({ action: savedId });
  };
  return (
    <EditorFrame
      title={id ? t('actions.editTitle') : t('actions.newTitle')}
      trail={{ title: t('menu.actions'), to: pathFor('cubus-actions') }}
      back={{
        to: id ? actionLink(id) : pathFor('cubus-actions'),
        label: id ? t('actions.backToAction') : t('actions.backToList'),
        className: 'action-screen__actions',
      }}
      query={row}
      isNew={id === null}
    >
      {(id === null || row.data) && <ActionEditor row={row.data ?? null} onSaved={saved} />}
    </EditorFrame>
  );
}
