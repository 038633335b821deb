import { Progress, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '../../lib/jobs-client';
import { StatusTag } from '../status-tag';
import { isActive, secondsOf, statusTone } from './run-state';
import './run-progress.css';

/** A figure of a run beside its status: a number (said in the user's language) or words. */
export interface RunFigure {
  title: string;
  value: number | string;
}

/**
 * One run's status, progress bar and counts (rows read, loaded, rejected, duration), and the
 * kind's own figures after them (a cube load's facts written); a kind whose runs load no rows
 * (a procedure, an action) shows its own figures alone (`rowCounts` false).
 */
export function RunProgress({
  run,
  now,
  testId,
  figures = [],
  rowCounts = true,
}: {
  run: JobRun;
  now: number;
  testId?: string;
  figures?: RunFigure[];
  rowCounts?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number | string) => (typeof n === 'number' ? n.toLocaleString(i18n.language) : n);
  const seconds = secondsOf(run, now);
  const active = isActive(run.status);
  return (
    <section aria-label={t('imports.run.latest')} data-testid={testId}>
      <div className="run-progress__status">
        <StatusTag tone={statusTone[run.status]}>{t(`imports.status.${run.status}`)}</StatusTag>
        {run.errorCode && (
          <span className="run-progress__error">
            {t(`errors.${run.errorCode}`, { defaultValue: run.error ?? run.errorCode })}
          </span>
        )}
      </div>
      <Progress
        percent={Math.round(run.progress * 100)}
        status={
          run.status === 'failed'
            ? 'exception'
            : run.status === 'succeeded'
              ? 'success'
              : active
                ? 'active'
                : 'normal'
        }
        aria-label={t('imports.run.progress')}
      />
      <Space size="large" wrap>
        {rowCounts && (
          <>
            <Statistic title={t('imports.counts.read')} value={number(run.rowsRead)} />
            <Statistic title={t('imports.counts.loaded')} value={number(run.rowsLoaded)} />
            <Statistic title={t('imports.counts.rejected')} value={number(run.rowsRejected)} />
          </>
        )}
        {figures.map((figure) => (
          <Statistic key={figure.title} title={figure.title} value={number(figure.value)} />
        ))}
        <Statistic
          title={t('imports.counts.duration')}
          value={seconds === null ? '—' : t('imports.seconds', { seconds: seconds.toFixed(1) })}
        />
      </Space>
    </section>
  );
}
