import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { secondsOf, statusTone } from '../../../components/jobs/run-state';
import { StatusTag } from '../../../components/status-tag';
import type { JobRun } from '../../../lib/jobs-client';
import { argsLine } from '../form/argument-values';

interface ProcedureLogProps {
  runs: JobRun[];
  now: number;
  shown: string | null;
  onShow: (jobId: string) => void;
}

/** Every run of a procedure, newest first: its arguments, status, rows and duration; a run opens to its messages. */
export function ProcedureLog({ runs, now, shown, onShow }: ProcedureLogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table<JobRun>
      aria-label={t('procedures.log.title')}
      data-testid="procedure-log"
      size="small"
      rowKey="id"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={runs}
      locale={{ emptyText: t('procedures.log.empty') }}
      expandable={{ expandedRowRender: (run) => <RunMessages run={run} /> }}
      columns={[
        {
          key: 'started',
          title: t('procedures.log.started'),
          render: (_, run) => new Date(run.started ?? run.created).toLocaleString(i18n.language),
        },
        {
          key: 'status',
          title: t('procedures.log.status'),
          render: (_, run) => (
            <StatusTag tone={statusTone[run.status]}>{t(`imports.status.${run.status}`)}</StatusTag>
          ),
        },
        { key: 'args', title: t('procedures.log.args'), render: (_, run) => argsLine(run.args) },
        {
          key: 'rows',
          title: t('procedures.log.rows'),
          render: (_, run) => run.rowsRead.toLocaleString(i18n.language),
        },
        {
          key: 'duration',
          title: t('procedures.log.duration'),
          render: (_, run) => {
            const seconds = secondsOf(run, now);
            return seconds === null ? '' : t('imports.seconds', { seconds: seconds.toFixed(1) });
          },
        },
        { key: 'by', title: t('procedures.log.by'), dataIndex: 'createdBy' },
        {
          key: 'result',
          title: t('procedures.log.result'),
          render: (_, run) =>
            run.status === 'succeeded' && (
              <Button size="small" disabled={shown === run.id} onClick={() => onShow(run.id)}>
                {t('procedures.log.showResult')}
              </Button>
            ),
        },
      ]}
    />
  );
}

function RunMessages({ run }: { run: JobRun }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="procedure-log__messages">
      {run.errorCode && (
        <p className="is-error">
          {t(`errors.${run.errorCode}`, { defaultValue: run.error ?? run.errorCode })}
        </p>
      )}
      {run.error && run.error !== run.errorCode && <p className="is-error">{run.error}</p>}
      <ol>
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
