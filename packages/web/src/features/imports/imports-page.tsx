import { ArrowLeftOutlined } from '@ant-design/icons';
import type { QryRow } from '@cubus/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataGrid } from '../../components/grid/data-grid';
import { jobRunsKey } from '../../components/jobs/use-job-runs';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessageOf } from '../../lib/api-error';
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
  const [params, setParams] = useSearchParams();
  const id = params.get('import');
  if (id === 'new') return <WizardScreen id={null} />;
  if (id && params.get('edit')) return <WizardScreen key={id} id={id} />;
  if (id) return <ImportScreen key={id} id={id} onEdit={() => setParams({ import: id, edit: '1' })} />;
  return <ImportsList />;
}

const importLink = (id: string) => `${pathFor('cubus-imports')}?import=${encodeURIComponent(id)}`;

function ImportsList() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const title = t('menu.imports');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <DataGrid
        object="imports"
        label={title}
        editorLink={(row) => (row.id ? importLink(String(row.id)) : null)}
        newLabel={t('imports.add')}
        onNew={() => setParams({ import: 'new' })}
        onOpen={(row) => setParams({ import: String(row.id) })}
      />
    </>
  );
}

function WizardScreen({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const row = useQuery({
    queryKey: ['qry', 'row', 'imports', id],
    queryFn: () => qry.get('imports', id ?? '', { showErrorToast: false }),
    enabled: id !== null,
  });
  const title = id ? t('imports.editTitle') : t('imports.newTitle');
  usePageTitle(title);
  const saved = async (next: QryRow, run: boolean) => {
    const savedId = String(next.id);
    client.setQueryData(['qry', 'row', 'imports', savedId], next);
    if (run) await importsApi.run(savedId).catch(() => undefined);
    void client.invalidateQueries({ queryKey: jobRunsKey(savedId) });
    setParams({ import: savedId });
  };
  return (
    <>
      <PageHeader title={title} trail={[t('menu.imports')]} />
      <Link to={id ? importLink(id) : pathFor('cubus-imports')} className="import-screen__back">
        <ArrowLeftOutlined aria-hidden /> {id ? t('imports.backToImport') : t('imports.backToList')}
      </Link>
      <Card>
        {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
        {id !== null && row.isPending && <Spin aria-label={t('app.loading')} />}
        {(id === null || row.data) && (
          <ImportWizard row={row.data ?? null} onSaved={(next, run) => void saved(next, run)} />
        )}
      </Card>
    </>
  );
}
