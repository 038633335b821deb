import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { jobRunsKey } from '../../components/jobs/use-job-runs';
import { EditorFrame } from '../../components/objects/editor-frame';
import { ObjectList } from '../../components/objects/object-list';
import { RequireAbility } from '../../components/require-ability';
import { qry } from '../../lib/qry-client';
import { pathFor } from '../../lib/routes';
import { importsApi } from './api/imports-api';
import { ImportScreen } from './components/import-screen';
import { ImportWizard } from './wizard/import-wizard';
import './imports.css';

/**
 * `/cubus/imports`: the imports in the grid; `?import=new` is the wizard, `?import=<id>` one
 * import with its runs and log, `&edit=1` that import in the wizard.
 */
export function Component() {
  return (
    <RequireAbility action="read" subject="imports">
      <ImportsRoute />
    </RequireAbility>
  );
}

function ImportsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('import');
  if (id === 'new') return <WizardScreen id={null} />;
  if (id && params.get('edit')) return <WizardScreen key={id} id={id} />;
  if (id) return <ImportScreen key={id} id={id} onEdit={() => setParams({ import: id, edit: '1' })} />;
  return (
    <ObjectList
      object="imports"
      param="import"
      title={t('menu.imports')}
      newLabel={t('imports.add')}
      linkOf={importLink}
      empty={{ purpose: t('imports.empty.purpose') }}
    />
  );
}

const importLink = (id: string) => `${pathFor('cubus-imports')}?import=${encodeURIComponent(id)}`;

function WizardScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const row = useQuery({
    queryKey: ['qry', 'row', 'imports', id],
    queryFn: () => qry.get('imports', id ?? '', { showErrorToast: false }),
    enabled: id !== null,
  });
  const saved = async (next: QryRow, run: boolean) => {
    const savedId = String(next.id);
    client.setQueryData(['qry', 'row', 'imports', savedId], next);
    if (run) await importsApi.run(savedId).catch(() => undefined);
    void client.invalidateQueries({ queryKey: jobRunsKey(savedId) });
    setParams({ import: savedId });
  };
  return (
    <EditorFrame
      title={id ? t('imports.editTitle') : t('imports.newTitle')}
      trail={{ title: t('menu.imports'), to: pathFor('cubus-imports') }}
      back={{
        to: id ? importLink(id) : pathFor('cubus-imports'),
        label: id ? t('imports.backToImport') : t('imports.backToList'),
        className: 'import-screen__back',
      }}
      query={row}
      isNew={id === null}
    >
      {(id === null || row.data) && (
        <ImportWizard row={row.data ?? null} onSaved={(next, run) => void saved(next, run)} />
      )}
    </EditorFrame>
  );
}
