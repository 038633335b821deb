import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { secondsOf, statusTone } from '../../../components/jobs/run-state';
import { StatusTag } from '../../../components/status-tag';
import type { ImportRun } from '../api/imports-api';

/** Every run of an import, newest first; a run opens to its messages and first rejected rows. */
export function RunLog({ runs, now }: { runs: ImportRun[]; now: number }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const time = (at: string) => new Date(at).toLocaleString(i18n.language);
  return (
    <Table<ImportRun>
      aria-label={t('imports.log.title')}
      data-testid="import-log"
      size="small"
      rowKey="id"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={runs}
      locale={{ emptyText: t('imports.log.empty') }}
      expandable={{
        expandedRowRender: (run) => <RunDetails run={run} />,
        expandRowByClick: false,
      }}
      columns={[
        {
          key: 'created',
          title: t('imports.log.started'),
          render: (_, run) => time(run.started ?? run.created),
        },
        {
          key: 'status',
          title: t('imports.log.status'),
          render: (_, run) => (
            <StatusTag tone={statusTone[run.status]}>{t(`imports.status.${run.status}`)}</StatusTag>
          ),
        },
        { key: 'read', title: t('imports.counts.read'), render: (_, run) => number(run.rowsRead) },
        { key: 'loaded', title: t('imports.counts.loaded'), render: (_, run) => number(run.rowsLoaded) },
        {
          key: 'rejected',
          title: t('imports.counts.rejected'),
          render: (_, run) => number(run.rowsRejected),
        },
        {
          key: 'duration',
          title: t('imports.counts.duration'),
          render: (_, run) => {
            const seconds = secondsOf(run, now);
            return seconds === null ? '' : t('imports.seconds', { seconds: seconds.toFixed(1) });
          },
        },
        { key: 'by', title: t('imports.log.by'), dataIndex: 'createdBy' },
      ]}
    />
  );
}

function RunDetails({ run }: { run: ImportRun }) {
  const { t, i18n } = useTranslation();
  const rejected = run.rejected ?? [];
  const columns = [...new Set(rejected.flatMap((row) => Object.keys(row.values)))];
  return (
    <div className="run-details">
      <h3>{t('imports.log.messages')}</h3>
      <ol className="run-details__messages">
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
      {rejected.length > 0 && (
        <>
          <h3>{t('imports.log.rejectedRows', { n: rejected.length })}</h3>
          <Table
            aria-label={t('imports.log.rejectedRows', { n: rejected.length })}
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="line"
            dataSource={rejected}
            columns={[
              { key: 'line', dataIndex: 'line', title: t('imports.preview.line') },
              { key: 'reason', dataIndex: 'reason', title: t('imports.preview.reason') },
              ...columns.map((name) => ({
                key: `v-${name}`,
                title: name,
                render: (_: unknown, row: (typeof rejected)[number]) => row.values[name] ?? '',
              })),
            ]}
          />
        </>
      )}
    </div>
  );
}
