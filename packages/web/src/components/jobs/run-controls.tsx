import { EditOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error';
import { type JobRun, jobsClient } from '../../lib/jobs-client';
import { type RunFigure, RunProgress } from './run-progress';
import type { JobRuns } from './use-job-runs';
import './run-controls.css';

interface RunControlsProps {
  jobs: JobRuns;
  /** Starts a run (a rejected start is shown, see `errorTestId`); the runs are read again after it. */
  start: () => Promise<unknown>;
  canRun: boolean;
  /** Run only: the object is deleted or not read yet. */
  runDisabled: boolean;
  /** Shows Edit, disabled while a run is active. */
  onEdit?: () => void;
  labels: { run: string; cancel: string; edit: string; never: string };
  progressTestId: string;
  /** Shows why a start failed above the buttons; without it the client's toast says so. */
  errorTestId?: string;
  /** The kind's own figures of the latest run, in place of the rows an import counts (a procedure's rows returned). */
  figuresOf?: (run: JobRun) => RunFigure[];
}

/** Run, Cancel while a run is active, Edit, then the latest run's live progress (or that it never ran). */
export function RunControls(props: RunControlsProps) {
  const { jobs, canRun, labels, errorTestId } = props;
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = jobs.list[0];
  const run = async () => {
    setError(null);
    setStarting(true);
    try {
      await props.start();
      jobs.reload();
    } catch (failure) {
      if (errorTestId) setError(errorMessageOf(failure));
    } finally {
      setStarting(false);
    }
  };
  return (
    <>
      {error && <Alert type="error" showIcon title={error} data-testid={errorTestId} />}
      <Space wrap className="run-controls__buttons">
        {canRun && (
          <Button
            type="primary"
            icon={<PlayCircleOutlined aria-hidden />}
            loading={starting}
            disabled={jobs.active || props.runDisabled}
            onClick={() => void run()}
          >
            {labels.run}
          </Button>
        )}
        {canRun && jobs.active && current && (
          <Button
            danger
            icon={<StopOutlined aria-hidden />}
            onClick={() => void jobsClient.cancel(current.id).then(jobs.reload, () => undefined)}
          >
            {labels.cancel}
          </Button>
        )}
        {props.onEdit && (
          <Button icon={<EditOutlined aria-hidden />} disabled={jobs.active} onClick={props.onEdit}>
            {labels.edit}
          </Button>
        )}
      </Space>
      {jobs.runs.isPending && <Spin aria-label={t('app.loading')} />}
      {current ? (
        <RunProgress
          run={current}
          now={jobs.now}
          testId={props.progressTestId}
          {...(props.figuresOf ? { figures: props.figuresOf(current), rowCounts: false } : {})}
        />
      ) : (
        !jobs.runs.isPending && <p>{labels.never}</p>
      )}
    </>
  );
}
