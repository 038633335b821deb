import { rootStatusRoute, type SystemStatus } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../lib/api-client';
import { formatBytes } from '../../lib/format-bytes';

type QueueRow = SystemStatus['jobs'][number];

/** The install's stores, memory, job queue and last backup, as `cubus status` prints them. */
export function InstallStatusCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const status = useQuery({
    queryKey: ['root', 'status'],
    queryFn: () => callRoute(rootStatusRoute, {}, { showErrorToast: false }),
    refetchInterval: 30_000,
  });
  const data = status.data;
  const size = (bytes: number | undefined) => (bytes === undefined ? '—' : formatBytes(bytes, language));
  const count = (value: number) => value.toLocaleString(language);
  const lastBackup = data?.lastBackup;

  return (
    <Card title={t('root.status.install')} style={{ marginTop: 16 }} loading={status.isPending}>
      {status.isError && <Alert type="error" showIcon title={t('root.status.installUnreachable')} />}
      {data && (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            data-testid="install-status"
            items={[
              {
                key: 'metadata',
                label: t('root.status.metadataStore'),
                children: t('root.status.storeSize', {
                  engine: t(`root.status.engines.${data.stores.metadata.kind}`),
                  size: size(data.stores.metadata.bytes),
                }),
              },
              {
                key: 'warehouse',
                label: t('root.status.warehouse'),
                children: t('root.status.storeSize', {
                  engine: data.stores.warehouse.engine === 'duckdb' ? 'DuckDB' : data.stores.warehouse.engine,
                  size: size(data.stores.warehouse.bytes),
                }),
              },
              {
                key: 'files',
                label: t('root.status.files'),
                children: t('root.status.filesSize', {
                  formatted: count(data.stores.files.count),
                  size: size(data.stores.files.bytes),
                }),
              },
              {
                key: 'memory',
                label: t('root.status.memory'),
                children: t('root.status.memorySize', {
                  resident: size(data.memory.rssBytes),
                  heap: size(data.memory.heapUsedBytes),
                }),
              },
              {
                key: 'backup',
                label: t('root.status.lastBackup'),
                children: lastBackup
                  ? t('root.status.backupTaken', {
                      at: new Date(lastBackup.at).toLocaleString(language, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                      scope: lastBackup.scope === 'all' ? t('root.status.allDomains') : lastBackup.scope,
                      size: size(lastBackup.bytes),
                    })
                  : t('root.status.noBackup'),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('root.status.jobQueue')}
          </Typography.Title>
          <Table<QueueRow>
            size="small"
            scroll={{ x: 'max-content' }}
            rowKey="domain"
            pagination={false}
            dataSource={data.jobs}
            locale={{ emptyText: t('root.status.queueEmpty') }}
            columns={[
              { key: 'domain', dataIndex: 'domain', title: t('root.status.domain') },
              {
                key: 'queued',
                dataIndex: 'queued',
                title: t('root.status.queued'),
                align: 'end',
                render: count,
              },
              {
                key: 'running',
                dataIndex: 'running',
                title: t('root.status.running'),
                align: 'end',
                render: count,
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
