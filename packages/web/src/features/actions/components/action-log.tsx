import type { ActionStepOutcome, ActionStepStatus } from '@cubus/shared';
import { Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RunLog } from '../../../components/jobs/run-log';
import { RunError, RunMessages, runMessageText } from '../../../components/jobs/run-messages';
import { stepName } from '../../../components/procedure-args/procedure-in-language';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import type { JobRun } from '../../../lib/jobs-client';
import { objectEditorPath } from '../../../lib/object-editors';

/** A run of an action: a job with the outcome of each step. */
export type ActionRun = JobRun & { steps?: ActionStepOutcome[] | null };

/** How many of a run's steps succeeded, of all: "2 of 3 succeeded". */
export function stepsDone(t: TFunction, run: ActionRun): string {
  const steps = run.steps ?? [];
  const done = steps.filter((step) => step.status === 'succeeded').length;
  return t('actions.log.stepsDone', { done, total: steps.length });
}

const stepTone: Record<ActionStepStatus, StatusTone> = {
  pending: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  skipped: 'neutral',
  cancelled: 'warning',
};

/** Every run of an action, newest first: status, steps done, duration; a run opens to each step's outcome and its messages. */
export function ActionLog({ runs, now }: { runs: ActionRun[]; now: number }) {
  const { t } = useTranslation();
  return (
    <RunLog<ActionRun>
      runs={runs}
      now={now}
      testId="action-log"
      labels={{
        title: t('actions.log.title'),
        empty: t('actions.log.empty'),
        started: t('actions.log.started'),
        status: t('actions.log.status'),
        duration: t('actions.log.duration'),
        by: t('actions.log.by'),
      }}
      openNewest
      details={(run) => <RunSteps run={run} />}
      columns={[
        {
          key: 'steps',
          title: t('actions.log.steps'),
          render: (_, run) => stepsDone(t, run),
        },
      ]}
    />
  );
}

/**
 * What a step did, or why it failed, in the user's language: a failure by its code's message, a
 * step done by its log line; a step of a run from before keys as its English words.
 */
function stepMessage(step: ActionStepOutcome, t: TFunction, language: string): string {
  if (step.code) return t(`errors.${step.code}`, { defaultValue: step.message });
  return step.said ? runMessageText({ ...step.said, at: '', text: step.message }, t, language) : step.message;
}

/** Where the run of a step's job is shown: its import's or procedure's Log, that run open. */
function runPath({ type, jobId, objectId }: ActionStepOutcome): string | undefined {
  if (!jobId || !objectId) return undefined;
  const screen = objectEditorPath(type === 'import' ? 'imports' : 'procedures', objectId);
  return screen && `${screen}&${new URLSearchParams({ run: jobId })}`;
}

function RunSteps({ run }: { run: ActionRun }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="action-log__run">
      <RunError run={run} />
      <Table<ActionStepOutcome>
        aria-label={t('actions.log.stepsOf')}
        size="small"
        scroll={{ x: 'max-content' }}
        rowKey="index"
        pagination={false}
        dataSource={run.steps ?? []}
        columns={[
          {
            key: 'title',
            title: t('actions.log.step'),
            // An untitled step of a built-in procedure: its number and the procedure's name in the user's language.
            render: (_, step) => stepName(t, { ...step, number: step.index + 1 }),
          },
          {
            key: 'status',
            title: t('actions.log.status'),
            render: (_, step) => (
              <StatusTag tone={stepTone[step.status]}>{t(`actions.log.stepStatus.${step.status}`)}</StatusTag>
            ),
          },
          {
            key: 'duration',
            title: t('actions.log.duration'),
            render: (_, step) =>
              step.durationMs === null
                ? ''
                : t('imports.seconds', { seconds: (step.durationMs / 1000).toFixed(1) }),
          },
          {
            key: 'message',
            title: t('actions.log.message'),
            render: (_, step) =>
              step.code ? (
                <span className="is-error">{stepMessage(step, t, i18n.language)}</span>
              ) : (
                stepMessage(step, t, i18n.language)
              ),
          },
          {
            key: 'job',
            title: t('actions.log.job'),
            render: (_, step) => {
              const path = runPath(step);
              return (
                path && (
                  <Link
                    to={path}
                    aria-label={t('actions.log.openRunOf', {
                      step: stepName(t, { ...step, number: step.index + 1 }),
                    })}
                  >
                    {t('actions.log.openRun')}
                  </Link>
                )
              );
            },
          },
        ]}
      />
      <RunMessages run={run} className="action-log__messages" />
    </div>
  );
}
