import { Alert, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useFieldTitle } from '../../components/grid/field-title';
import '../../components/grid/grid.css';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { RecordEditor } from '../../components/records/record-editor';
import { RequireAbility } from '../../components/require-ability';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessageOf } from '../../lib/api-error';
import { objectEditorPath } from '../../lib/object-editors';
import { qry } from '../../lib/qry-client';
import { pathFor } from '../../lib/routes';
import { useObjectSchema } from '../../lib/use-object-schema';

/**
 * `/cubus/object/:objectid`: one object in the editor of its kind. An object registered by hand,
 * of a kind without a screen, shows its common fields (name, description, owner, dates).
 */
export function Component() {
  return (
    <RequireAbility action="read" subject="objects">
      <ObjectScreen />
    </RequireAbility>
  );
}

function ObjectScreen() {
  const { t } = useTranslation();
  const { objectid = '' } = useParams();
  const titleOf = useFieldTitle();
  const schema = useObjectSchema('objects');
  const row = useQuery({
    queryKey: ['qry', 'row', 'objects', objectid],
    queryFn: () => qry.get('objects', objectid, { showErrorToast: false }),
  });
  const name = row.data ? String(row.data.name ?? objectid) : t('screens.object', { id: objectid });
  usePageTitle(name);
  // The screen each kind of the registry opens its objects in (the features' manifests name them).
  const editor = objectEditorPath(String(row.data?.kind), objectid);
  if (editor) return <Navigate to={editor} replace />;
  return (
    <>
      <PageHeader title={name} trail={[{ title: t('menu.objects'), to: pathFor('cubus-objects') }]} />
      {row.data?.kind ? (
        <Tag className="object-kind">
          {t(`objects.kinds.${String(row.data.kind)}`, { defaultValue: String(row.data.kind) })}
        </Tag>
      ) : null}
      {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
      {(schema.isPending || row.isPending) && <Spin aria-label={t('app.loading')} />}
      {schema.data && row.data && (
        <div className="object-page__editor">
          <Alert type="info" showIcon title={t('objects.commonFieldsOnly')} />
          <RecordEditor object="objects" schema={schema.data} id={objectid} titleOf={titleOf} />
        </div>
      )}
    </>
  );
}
