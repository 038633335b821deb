import { ArrowLeftOutlined } from '@ant-design/icons';
import { useAbility } from '@casl/react';
import type { ActionStep, ActionTrigger } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RunControls } from '../../../components/jobs/run-controls';
import { useJobRuns } from '../../../components/jobs/use-job-runs';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import type { AppAbility } from '../../../lib/abilities';
import { errorMessageOf } from '../../../lib/api-error';
import { pathFor } from '../../../lib/routes';
import { actionRowKey, actionsApi } from '../api/actions-api';
import { ActionLog, type ActionRun, stepsDone } from './action-log';
import { stepNamesOf } from './step-names';

const runExtraFields = ['steps'];

/** What starts the action, in one line. */
function TriggerLine({ trigger, nextRun }: { trigger: ActionTrigger; nextRun: unknown }) {
  const { t, i18n } = useTranslation();
  if (trigger.type === 'schedule') {
    const next =
      typeof nextRun === 'string'
        ? new Date(nextRun).toLocaleString(i18n.language)
        : t('actions.trigger.off');
    return (
      <p>
        {t('actions.triggerLine.schedule', {
          cron: trigger.schedule.cron,
          timezone: trigger.schedule.timezone,
        })}{' '}
        · {t('actions.triggerLine.nextRun', { at: next })}
      </p>
    );
  }
  if (trigger.type === 'after')
    return <p>{t('actions.triggerLine.after', { kind: t(`actions.trigger.kinds.${trigger.kind}`) })}</p>;
  return <p>{t('actions.triggerLine.manual')}</p>;
}

/** What a step runs after its type (`: Summen neu berechnen`); a Ribbon step says its message instead. */
function stepWhat(step: ActionStep, name: string | undefined): string {
  const what = step.title || (step.type === 'ribbon' ? '' : name);
  return what ? `: ${what}` : '';
}

/** One action: what starts it, its steps, Run with live progress and Cancel, and the Log of its runs. */
export function ActionScreen({ id, onEdit }: { id: string; onEdit: () => void }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const row = useQuery({ queryKey: actionRowKey(id), queryFn: () => actionsApi.get(id) });
  const jobs = useJobRuns(id, runExtraFields);
  const name = row.data ? String(row.data.name) : t('actions.action');
  usePageTitle(name);
  const canRun = ability.can('run', 'actions');
  const canEdit = ability.can('update', 'actions');
  const steps = (row.data?.steps ?? []) as ActionStep[];
  const names = row.data ? stepNamesOf(t, row.data) : undefined;
  return (
    <>
      <PageHeader title={name} trail={[{ title: t('menu.actions'), to: pathFor('cubus-actions') }]} />
      <Space wrap className="action-screen__actions">
        <Link to={pathFor('cubus-actions')}>
          <ArrowLeftOutlined aria-hidden /> {t('actions.backToList')}
        </Link>
      </Space>
      {row.isError && <Alert type="error" showIcon title={errorMessageOf(row.error)} />}
      {row.isPending && <Spin aria-label={t('app.loading')} />}
      {row.data && (
        <>
          {row.data.description ? <p>{String(row.data.description)}</p> : null}
          <TriggerLine trigger={row.data.trigger as ActionTrigger} nextRun={row.data.nextRun} />
          <Card className="action-screen__card" title={t('actions.steps.title')}>
            <ol className="action-screen__steps" data-testid="action-steps">
              {steps.map((step, index) => (
                // Steps have no id of their own; their place is what they are.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only here
                <li key={index}>
                  {t(`actions.steps.types.${step.type}`)}
                  {stepWhat(step, names?.[index])}
                  {step.type === 'ribbon' ? ` — “${step.message}”` : ''}
                  {step.continueOnError ? ` (${t('actions.steps.continueOnError')})` : ''}
                </li>
              ))}
            </ol>
          </Card>
          <Card className="action-screen__card" title={t('actions.run.title')}>
            <RunControls
              jobs={jobs}
              start={() => actionsApi.run(id)}
              canRun={canRun}
              runDisabled={!!row.data.deleted}
              onEdit={canEdit ? onEdit : undefined}
              labels={{
                run: t('actions.run.run'),
                cancel: t('actions.run.cancel'),
                edit: t('actions.edit'),
                never: t('actions.run.never'),
              }}
              progressTestId="action-progress"
              errorTestId="action-run-error"
              figuresOf={(run: ActionRun) => [{ title: t('actions.log.steps'), value: stepsDone(t, run) }]}
            />
          </Card>
        </>
      )}
      <Card className="action-screen__card" title={t('actions.log.title')}>
        <ActionLog runs={jobs.list} now={jobs.now} />
      </Card>
    </>
  );
}
