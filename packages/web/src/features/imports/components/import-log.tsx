import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { RunLog } from '../../../components/jobs/run-log';
import { RunMessages } from '../../../components/jobs/run-messages';
import type { ImportRun } from '../api/imports-api';
import { rejectReasonText } from './reject-reasons';

/**
 * Every run of an import, newest first: rows read, loaded, rejected; a run opens to its messages
 * and first rejected rows (`opened`: shown open).
 */
export function ImportLog({ runs, now, opened }: { runs: ImportRun[]; now: number; opened?: string | null }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <RunLog
      runs={runs}
      now={now}
      testId="import-log"
      labels={{
        title: t('imports.log.title'),
        empty: t('imports.log.empty'),
        started: t('imports.log.started'),
        status: t('imports.log.status'),
        duration: t('imports.counts.duration'),
        by: t('imports.log.by'),
      }}
      opened={opened}
      details={(run) => <RunDetails run={run} />}
      columns={[
        { key: 'read', title: t('imports.counts.read'), render: (_, run) => number(run.rowsRead) },
        { key: 'loaded', title: t('imports.counts.loaded'), render: (_, run) => number(run.rowsLoaded) },
        {
          key: 'rejected',
          title: t('imports.counts.rejected'),
          render: (_, run) => number(run.rowsRejected),
        },
      ]}
    />
  );
}

function RunDetails({ run }: { run: ImportRun }) {
  const { t } = useTranslation();
  const rejected = run.rejected ?? [];
  const columns = [...new Set(rejected.flatMap((row) => Object.keys(row.values)))];
  return (
    <div className="run-details">
      <h3>{t('imports.log.messages')}</h3>
      <RunMessages run={run} className="run-details__messages" />
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
              {
                key: 'reason',
                title: t('imports.preview.reason'),
                render: (_: unknown, row: (typeof rejected)[number]) => rejectReasonText(row, t),
              },
              // A line that did not split into the file's columns comes as its text alone, unnamed.
              ...columns.map((name) => ({
                key: `v-${name}`,
                title: name === '' ? t('imports.log.lineText') : name,
                render: (_: unknown, row: (typeof rejected)[number]) => row.values[name] ?? '',
              })),
            ]}
          />
        </>
      )}
    </div>
  );
}
