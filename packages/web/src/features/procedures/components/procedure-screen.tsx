import { ArrowLeftOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { ProcedureArgument, QryRow } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RunControls } from '../../../components/jobs/run-controls';
import { useJobRuns } from '../../../components/jobs/use-job-runs';
import { PageHeader } from '../../../components/page-header';
import { procedureInLanguage } from '../../../components/procedure-args/procedure-in-language';
import { RunForm } from '../../../components/procedure-args/run-form';
import { initialRunValues, type RunValue, toRunArgs } from '../../../components/procedure-args/run-values';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import { pathFor } from '../../../lib/routes';
import { procedureRowKey, proceduresApi } from '../api/procedures-api';
import { ProcedureLog } from './procedure-log';
import { RunResult } from './run-result';

const runExtraFields = ['args'];
const noArguments: ProcedureArgument[] = [];

/** A procedure's row as its screen reads it. */
type ProcedureRow = QryRow & { arguments?: ProcedureArgument[] };

/** One procedure: its body, Run with a form of its arguments, live progress and Cancel, the Result and the Log. */
export function ProcedureScreen({ id, onEdit }: { id: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const row = useQuery({ queryKey: procedureRowKey(id), queryFn: () => proceduresApi.get(id) });
  const jobs = useJobRuns(id, runExtraFields);
  // `&run=<job>`: a run an action's step links to, shown open in the Log with its result.
  const opened = useSearchParams()[0].get('run');
  const [form] = Form.useForm<Record<string, RunValue>>();
  const [shown, setShown] = useState<string | null>(null);
  const procedure = useMemo(
    () => (row.data ? procedureInLanguage(t, row.data as ProcedureRow) : undefined),
    [row.data, t],
  );
  const name = procedure ? String(procedure.name) : t('procedures.procedure');
  usePageTitle(name);
  const args = procedure?.arguments ?? noArguments;
  const builtin = !!row.data?.builtin;
  const canRun = ability.can('update', 'procedures');
  const succeeded = jobs.list.filter((run) => run.status === 'succeeded');
  const resultOf = shown ?? (succeeded.find((run) => run.id === opened) ?? succeeded[0])?.id ?? null;
  const start = async () => {
    // The form marks what is missing or wrong; nothing starts.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await proceduresApi.run(id, toRunArgs(args, values));
    setShown(null);
  };
  return (
    <>
      <PageHeader title={name} trail={[{ title: t('menu.procedures'), to: pathFor('cubus-procedures') }]} />
      <Space wrap className="procedure-screen__actions">
        <Link to={pathFor('cubus-procedures')}>
          <ArrowLeftOutlined aria-hidden /> {t('procedures.backToList')}
        </Link>
        {builtin && <Tag>{t('procedures.builtin')}</Tag>}
      </Space>
      {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
      {row.isPending && <Spin aria-label={t('app.loading')} />}
      {row.data && (
        <>
          {procedure?.description ? <p>{String(procedure.description)}</p> : null}
          {!builtin && (
            <details className="procedure-screen__body">
              <summary>{t('fields.procedures.body')}</summary>
              <pre>{String(row.data.body ?? '')}</pre>
            </details>
          )}
          <Card className="procedure-screen__card" title={t('procedures.run.title')}>
            <RunForm form={form} list={args} initialValues={initialRunValues(args)} />
            <RunControls
              jobs={jobs}
              start={start}
              canRun={canRun}
              runDisabled={!!row.data.deleted}
              onEdit={canRun && !builtin ? onEdit : undefined}
              labels={{
                run: t('procedures.run.run'),
                cancel: t('procedures.run.cancel'),
                edit: t('procedures.edit'),
                never: t('procedures.run.never'),
              }}
              progressTestId="procedure-progress"
              errorTestId="procedure-run-error"
              figuresOf={(run) => [{ title: t('procedures.run.rowsReturned'), value: run.rowsRead }]}
            />
          </Card>
        </>
      )}
      <Card className="procedure-screen__card" title={t('procedures.result.title')}>
        {resultOf ? <RunResult key={resultOf} jobId={resultOf} /> : <p>{t('procedures.result.none')}</p>}
      </Card>
      <Card className="procedure-screen__card" title={t('procedures.log.title')}>
        <ProcedureLog runs={jobs.list} now={jobs.now} opened={opened} shown={resultOf} onShow={setShown} />
      </Card>
    </>
  );
}
