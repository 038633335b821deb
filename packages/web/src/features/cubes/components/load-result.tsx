import type { CubeLoadResult } from '@cubus/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { RunProgress } from '../../../components/jobs/run-progress';
import type { JobRun } from '../../../lib/jobs-client';

/** A rejected source row of a load, as the job keeps it. */
interface RejectedRow {
  line: number;
  reason: 'unknown_member' | 'member_not_leaf';
  dimension?: string;
  value?: string | null;
}

/**
 * A cube load's run: its counts as separate, named figures (rows read, loaded, rejected, facts
 * written), the members it added per dimension, and the first rejected rows with why.
 */
export function LoadResult({ run, now }: { run: JobRun; now: number }) {
  const { t, i18n } = useTranslation();
  const result = (run.result ?? null) as CubeLoadResult | null;
  const rejected = (run.rejected ?? []) as unknown as RejectedRow[];
  const number = (n: number) => n.toLocaleString(i18n.language);
  const rejectedTitle = t('cubes.load.rejectedTitle', { shown: rejected.length, total: run.rowsRejected });
  return (
    <>
      <RunProgress
        run={run}
        now={now}
        testId="cube-progress"
        figures={result ? [{ title: t('cubes.load.facts'), value: result.factsWritten }] : []}
      />
      {result && result.membersAdded.length > 0 && (
        <ul className="cubes-load__added" aria-label={t('cubes.load.addedTitle')}>
          {result.membersAdded.map((added) => (
            <li key={added.dimension}>
              {added.parent
                ? t('cubes.load.addedUnder', {
                    number: number(added.count),
                    dimension: added.dimension,
                    parent: added.parent,
                  })
                : t('cubes.load.added', { number: number(added.count), dimension: added.dimension })}
            </li>
          ))}
        </ul>
      )}
      {rejected.length > 0 && (
        <Table<RejectedRow>
          className="cubes-load__rejected"
          aria-label={rejectedTitle}
          title={() => rejectedTitle}
          size="small"
          scroll={{ x: 'max-content' }}
          rowKey="line"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={rejected}
          columns={[
            { key: 'line', dataIndex: 'line', title: t('imports.preview.line') },
            {
              key: 'reason',
              title: t('imports.preview.reason'),
              render: (_, row) => t(`cubes.load.reasons.${row.reason}`, { defaultValue: row.reason }),
            },
            { key: 'dimension', dataIndex: 'dimension', title: t('cubes.load.dimension') },
            {
              key: 'value',
              title: t('cubes.load.value'),
              render: (_, row) => row.value ?? t('cubes.load.empty'),
            },
          ]}
        />
      )}
    </>
  );
}
