import { ArrowLeftOutlined, ProfileOutlined } from '@ant-design/icons';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AntdTheme } from '../../components/antd-theme';
import { useFieldTitle } from '../../components/grid/field-title';
import '../../components/grid/grid.css';
import { type CardTarget, RecordCard } from '../../components/records/record-card';
import { RecordEditor, rowKey } from '../../components/records/record-editor';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessageOf } from '../../lib/api-error';
import { useConsoleStrings } from '../../lib/console-strings';
import { objectEditorPath } from '../../lib/object-editors';
import { qry } from '../../lib/qry-client';
import { queryClient } from '../../lib/query-client';
import { pathFor } from '../../lib/routes';
import { useObjectSchema } from '../../lib/use-object-schema';

/** `/cubus/recordpage/:object/:record`: one record with all its fields, in the full layout (SPEC §2). */
export function Component() {
  const ready = useConsoleStrings();
  if (!ready) return null;
  return (
    <AntdTheme>
      <QueryClientProvider client={queryClient}>
        <RecordPage />
      </QueryClientProvider>
    </AntdTheme>
  );
}

function RecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { object = '', record = '' } = useParams();
  const titleOf = useFieldTitle();
  const schema = useObjectSchema(object);
  const [card, setCard] = useState<CardTarget>(null);
  // An object with a screen of its own opens there: the raw record is not its editor.
  const editor = objectEditorPath(object, record);
  const ownScreen = editor && !editor.startsWith(pathFor('cubus-recordpage', { object, record }));
  // The record named as a person knows it (the same query its editor reads), not by its id.
  const row = useQuery({
    queryKey: rowKey(object, record),
    queryFn: () => qry.get(object, record, { showErrorToast: false }),
    enabled: !ownScreen,
    retry: false,
  });
  const named = row.data && (row.data.name ?? row.data.title ?? row.data.fullName ?? row.data.username);
  const title = t('screens.record', { object, record: named ? String(named) : record });
  usePageTitle(title);
  if (editor && ownScreen) return <Navigate to={editor} replace />;
  return (
    <div className="record-page">
      <div className="record-page__head">
        <Link to={pathFor('dashboard-cubus')} className="record-page__back">
          <ArrowLeftOutlined aria-hidden /> {t('screens.home')}
        </Link>
        <h1 className="record-page__title">{title}</h1>
      </div>
      {schema.isError && <Alert type="error" showIcon title={errorMessageOf(schema.error)} />}
      {schema.isPending && <Spin aria-label={t('app.loading')} />}
      {schema.data && (
        <>
          <RecordEditor
            object={object}
            schema={schema.data}
            id={record}
            titleOf={titleOf}
            onNavigate={(id) =>
              id === null
                ? setCard({ id: null })
                : navigate(pathFor('cubus-recordpage', { object, record: String(id) }))
            }
            extra={
              <Button icon={<ProfileOutlined aria-hidden />} onClick={() => setCard({ id: record })}>
                {t('records.recordCard')}
              </Button>
            }
          />
          <RecordCard
            object={object}
            schema={schema.data}
            target={card}
            titleOf={titleOf}
            onTarget={setCard}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: ['qry', 'row', object] })}
          />
        </>
      )}
    </div>
  );
}
