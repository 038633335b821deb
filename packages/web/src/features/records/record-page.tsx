import { ArrowLeftOutlined, ProfileOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AntdTheme } from '../../components/antd-theme';
import { useFieldTitle } from '../../components/grid/field-title';
import '../../components/grid/grid.css';
import { type CardTarget, RecordCard } from '../../components/records/record-card';
import { RecordEditor } from '../../components/records/record-editor';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessageOf } from '../../lib/api-error';
import { useConsoleStrings } from '../../lib/console-strings';
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
  const title = t('screens.record', { object, record });
  usePageTitle(title);
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
