import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CellPresenters } from '../../components/grid/cell-value';
import { EditorFrame } from '../../components/objects/editor-frame';
import { ObjectList } from '../../components/objects/object-list';
import { procedureInLanguage } from '../../components/procedure-args/procedure-in-language';
import { RequireAbility } from '../../components/require-ability';
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
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('procedure');
  if (id === 'new') return <EditorScreen id={null} />;
  if (id && params.get('edit')) return <EditorScreen key={id} id={id} />;
  if (id) return <ProcedureScreen key={id} id={id} onEdit={() => setParams({ procedure: id, edit: '1' })} />;
  return (
    <ObjectList
      object="procedures"
      param="procedure"
      title={t('menu.procedures')}
      newLabel={t('procedures.add')}
      linkOf={procedureLink}
      empty={{ purpose: t('procedures.empty.purpose'), example: t('procedures.empty.example') }}
      cells={builtinCells}
    />
  );
}

/** One of a procedure's words (its name or description): a built-in's in the user's language. */
function ProcedureWords({ row, field }: { row: QryRow; field: 'name' | 'description' }) {
  const { t } = useTranslation();
  return <>{String(procedureInLanguage(t, row)[field] ?? '')}</>;
}

const builtinCells: CellPresenters = {
  name: { fields: ['builtin', 'name'], render: (row) => <ProcedureWords row={row} field="name" /> },
  description: {
    fields: ['builtin', 'description'],
    render: (row) => <ProcedureWords row={row} field="description" />,
  },
};

const procedureLink = (id: string) => `${pathFor('cubus-procedures')}?procedure=${encodeURIComponent(id)}`;

function EditorScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const row = useQuery({
    queryKey: procedureRowKey(id),
    queryFn: () => proceduresApi.get(id ?? ''),
    enabled: id !== null,
  });
  const saved = (next: QryRow) => {
    const savedId = String(next.id);
    client.setQueryData(procedureRowKey(savedId), next);
    setParams({ procedure: savedId });
  };
  return (
    <EditorFrame
      title={id ? t('procedures.editTitle') : t('procedures.newTitle')}
      trail={{ title: t('menu.procedures'), to: pathFor('cubus-procedures') }}
      back={{
        to: id ? procedureLink(id) : pathFor('cubus-procedures'),
        label: id ? t('procedures.backToProcedure') : t('procedures.backToList'),
        className: 'procedure-screen__actions',
      }}
      query={row}
      isNew={id === null}
    >
      {row.data?.builtin ? (
        <Alert type="info" showIcon title={t('errors.procedure_builtin')} />
      ) : (
        (id === null || row.data) && <ProcedureEditor row={row.data ?? null} onSaved={saved} />
      )}
    </EditorFrame>
  );
}
