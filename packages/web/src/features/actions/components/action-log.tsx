import type { ActionStepOutcome, ActionStepStatus } from '@cubus/shared';
import { Table } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsOf, statusTone } from '../../../components/jobs/run-state';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import type { JobRun } from '../../../lib/jobs-client';

/** A run of an action: a job with the outcome of each step. */
type ActionRun = JobRun & { steps?: ActionStepOutcome[] | null };

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
  const { t, i18n } = useTranslation();
  // The newest run is open until the user opens or closes one themselves.
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  return (
    <Table<ActionRun>
      aria-label={t('actions.log.title')}
      data-testid="action-log"
      size="small"
      rowKey="id"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={runs}
      locale={{ emptyText: t('actions.log.empty') }}
      expandable={{
        expandedRowRender: (run) => <RunSteps run={run} />,
        expandedRowKeys: expanded ?? (runs[0] ? [runs[0].id] : []),
        onExpandedRowsChange: setExpanded,
      }}
      columns={[
        {
          key: 'started',
          title: t('actions.log.started'),
          render: (_, run) => new Date(run.started ?? run.created).toLocaleString(i18n.language),
        },
        {
          key: 'status',
          title: t('actions.log.status'),
          render: (_, run) => (
            <StatusTag tone={statusTone[run.status]}>{t(`imports.status.${run.status}`)}</StatusTag>
          ),
        },
        {
          key: 'steps',
          title: t('actions.log.steps'),
          render: (_, run) => {
            const steps = run.steps ?? [];
            const done = steps.filter((step) => step.status === 'succeeded').length;
            return t('actions.log.stepsDone', { done, total: steps.length });
          },
        },
        {
          key: 'duration',
          title: t('actions.log.duration'),
          render: (_, run) => {
            const seconds = secondsOf(run, now);
            return seconds === null ? '' : t('imports.seconds', { seconds: seconds.toFixed(1) });
          },
        },
        { key: 'by', title: t('actions.log.by'), dataIndex: 'createdBy' },
      ]}
    />
  );
}

function RunSteps({ run }: { run: ActionRun }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="action-log__run">
      {run.errorCode && (
        <p className="is-error">
          {t(`errors.${run.errorCode}`, { defaultValue: run.error ?? run.errorCode })}
        </p>
      )}
      <Table<ActionStepOutcome>
        aria-label={t('actions.log.stepsOf')}
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={run.steps ?? []}
        columns={[
          { key: 'title', title: t('actions.log.step'), dataIndex: 'title' },
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
                <span className="is-error">
                  {t(`errors.${step.code}`, { defaultValue: step.code })} {step.message}
                </span>
              ) : (
                step.message
              ),
          },
          { key: 'job', title: t('actions.log.job'), render: (_, step) => step.jobId?.slice(0, 8) ?? '' },
        ]}
      />
      <ol className="action-log__messages">
        {(run.messages ?? []).map((message) => (
          <li
            key={`${message.at}-${message.text}`}
            className={message.level === 'error' ? 'is-error' : undefined}
          >
            <time dateTime={message.at}>{new Date(message.at).toLocaleTimeString(i18n.language)}</time>{' '}
            {message.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
