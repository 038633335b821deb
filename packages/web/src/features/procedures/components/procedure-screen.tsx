import { ArrowLeftOutlined, EditOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { ProcedureArgument } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RunProgress } from '../../../components/jobs/run-progress';
import { useJobRuns } from '../../../components/jobs/use-job-runs';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import { pathFor } from '../../../lib/routes';
import { procedureRowKey, proceduresApi } from '../api/procedures-api';
import { initialRunValues, type RunValue, toRunArgs } from '../form/argument-values';
import { ProcedureLog } from './procedure-log';
import { RunForm } from './run-form';
import { RunResult } from './run-result';

const runExtraFields = ['args'];

/** One procedure: its body, Run with a form of its arguments, live progress and Cancel, the Result and the Log. */
export function ProcedureScreen({ id, onEdit }: { id: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const row = useQuery({ queryKey: procedureRowKey(id), queryFn: () => proceduresApi.get(id) });
  const { runs, list, active, now, reload } = useJobRuns(id, runExtraFields);
  const [form] = Form.useForm<Record<string, RunValue>>();
  const [starting, setStarting] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const name = row.data ? String(row.data.name) : t('procedures.procedure');
  usePageTitle(name);
  const args = useMemo(() => (row.data?.arguments ?? []) as ProcedureArgument[], [row.data]);
  const builtin = !!row.data?.builtin;
  const canRun = ability.can('update', 'procedures');
  const current = list[0];
  const resultOf = shown ?? list.find((run) => run.status === 'succeeded')?.id ?? null;
  const run = async () => {
    setRunError(null);
    let values: Record<string, RunValue>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setStarting(true);
    try {
      await proceduresApi.run(id, toRunArgs(args, values));
      setShown(null);
      reload();
    } catch (error) {
      setRunError(errorMessageOf(error));
    } finally {
      setStarting(false);
    }
  };
  return (
    <>
      <PageHeader title={name} trail={[t('menu.procedures')]} />
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
          {row.data.description ? <p>{String(row.data.description)}</p> : null}
          {!builtin && (
            <details className="procedure-screen__body">
              <summary>{t('fields.procedures.body')}</summary>
              <pre>{String(row.data.body ?? '')}</pre>
            </details>
          )}
          <Card className="procedure-screen__card" title={t('procedures.run.title')}>
            <RunForm form={form} list={args} initialValues={initialRunValues(args)} />
            {runError && <Alert type="error" showIcon title={runError} data-testid="procedure-run-error" />}
            <Space wrap className="procedure-screen__buttons">
              {canRun && (
                <Button
                  type="primary"
                  icon={<PlayCircleOutlined aria-hidden />}
                  loading={starting}
                  disabled={active || !!row.data.deleted}
                  onClick={() => void run()}
                >
                  {t('procedures.run.run')}
                </Button>
              )}
              {canRun && active && current && (
                <Button
                  danger
                  icon={<StopOutlined aria-hidden />}
                  onClick={() => void proceduresApi.cancel(current.id).then(reload, () => undefined)}
                >
                  {t('procedures.run.cancel')}
                </Button>
              )}
              {canRun && !builtin && (
                <Button icon={<EditOutlined aria-hidden />} disabled={active} onClick={onEdit}>
                  {t('procedures.edit')}
                </Button>
              )}
            </Space>
            {runs.isPending && <Spin aria-label={t('app.loading')} />}
            {current ? (
              <RunProgress run={current} now={now} testId="procedure-progress" />
            ) : (
              !runs.isPending && <p>{t('procedures.run.never')}</p>
            )}
          </Card>
        </>
      )}
      <Card className="procedure-screen__card" title={t('procedures.result.title')}>
        {resultOf ? <RunResult key={resultOf} jobId={resultOf} /> : <p>{t('procedures.result.none')}</p>}
      </Card>
      <Card className="procedure-screen__card" title={t('procedures.log.title')}>
        <ProcedureLog runs={list} now={now} shown={resultOf} onShow={setShown} />
      </Card>
    </>
  );
}
