import { Table, type TableColumnsType } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '../../lib/jobs-client';
import { StatusTag } from '../status-tag';
import { secondsOf, statusTone } from './run-state';

interface RunLogProps<Run extends JobRun> {
  runs: Run[];
  now: number;
  testId: string;
  labels: { title: string; empty: string; started: string; status: string; duration: string; by: string };
  /** The kind's own columns, between Status and Duration (steps done, arguments, rows). */
  columns: TableColumnsType<Run>;
  /** Columns after By (a procedure's Show result). */
  trailing?: TableColumnsType<Run>;
  /** What a run opens to: its messages, and what else the kind keeps of it. */
  details: (run: Run) => ReactNode;
  /** The newest run stays open until the user opens or closes one themselves. */
  openNewest?: boolean;
  /** A run shown open, on its page (one an action's step links to), until the user opens or closes one. */
  opened?: string | null;
}

const pageSize = 10;

/** Every run of an object, newest first: started, status, the kind's columns, duration, by; a run opens to its details. */
export function RunLog<Run extends JobRun>(props: RunLogProps<Run>) {
  const { runs, now, labels } = props;
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [page, setPage] = useState<number | null>(null);
  const openedAt = props.opened ? runs.findIndex((run) => run.id === props.opened) : -1;
  const shownOpen =
    openedAt >= 0 ? [props.opened as string] : props.openNewest && runs[0] ? [runs[0].id] : [];
  return (
    <Table<Run>
      aria-label={labels.title}
      data-testid={props.testId}
      size="small"
      scroll={{ x: 'max-content' }}
      rowKey="id"
      pagination={{
        pageSize,
        hideOnSinglePage: true,
        current: page ?? Math.floor(Math.max(openedAt, 0) / pageSize) + 1,
        onChange: setPage,
      }}
      dataSource={runs}
      locale={{ emptyText: labels.empty }}
      expandable={{
        expandedRowRender: props.details,
        expandedRowKeys: expanded ?? shownOpen,
        onExpandedRowsChange: setExpanded,
      }}
      columns={[
        {
          key: 'started',
          title: labels.started,
          render: (_, run) => new Date(run.started ?? run.created).toLocaleString(i18n.language),
        },
        {
          key: 'status',
          title: labels.status,
          render: (_, run) => (
            <StatusTag tone={statusTone[run.status]}>{t(`imports.status.${run.status}`)}</StatusTag>
          ),
        },
        ...props.columns,
        {
          key: 'duration',
          title: labels.duration,
          render: (_, run) => {
            const seconds = secondsOf(run, now);
            return seconds === null ? '' : t('imports.seconds', { seconds: seconds.toFixed(1) });
          },
        },
        { key: 'by', title: labels.by, dataIndex: 'createdBy' },
        ...(props.trailing ?? []),
      ]}
    />
  );
}
