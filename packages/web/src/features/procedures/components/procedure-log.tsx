import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { RunLog } from '../../../components/jobs/run-log';
import { RunError, RunMessages } from '../../../components/jobs/run-messages';
import type { JobRun } from '../../../lib/jobs-client';
import { argsLine } from '../form/argument-values';

interface ProcedureLogProps {
  runs: JobRun[];
  now: number;
  /** A run shown open (one an action's step links to). */
  opened?: string | null;
  shown: string | null;
  onShow: (jobId: string) => void;
}

/** Every run of a procedure, newest first: its arguments, status, rows and duration; a run opens to its messages. */
export function ProcedureLog({ runs, now, opened, shown, onShow }: ProcedureLogProps) {
  const { t, i18n } = useTranslation();
  return (
    <RunLog
      runs={runs}
      now={now}
      testId="procedure-log"
      opened={opened}
      labels={{
        title: t('procedures.log.title'),
        empty: t('procedures.log.empty'),
        started: t('procedures.log.started'),
        status: t('procedures.log.status'),
        duration: t('procedures.log.duration'),
        by: t('procedures.log.by'),
      }}
      details={(run) => (
        <div className="procedure-log__messages">
          <RunError run={run} />
          {run.error && run.error !== run.errorCode && <p className="is-error">{run.error}</p>}
          <RunMessages run={run} />
        </div>
      )}
      columns={[
        { key: 'args', title: t('procedures.log.args'), render: (_, run) => argsLine(run.args) },
        {
          key: 'rows',
          title: t('procedures.log.rows'),
          render: (_, run) => run.rowsRead.toLocaleString(i18n.language),
        },
      ]}
      trailing={[
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
