import { ReloadOutlined } from '@ant-design/icons';
import { healthCheckRoute } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { RequireAbility } from '../../components/require-ability';
import { StatusTag } from '../../components/status-tag';
import { usePageTitle } from '../../components/use-page-title';
import { callRoute } from '../../lib/api-client';
import { config } from '../../lib/config';
import { formatUptime } from './format-uptime';
import { InstallStatusCard } from './install-status-card';

export function Component() {
  return (
    <RequireAbility action="manage" subject="Root">
      <SystemStatusScreen />
    </RequireAbility>
  );
}

/** What GET /api/health reports, as it reports it: nothing here is estimated. */
function SystemStatusScreen() {
  const { t } = useTranslation();
  const title = t('root.status.title');
  usePageTitle(title);
  const health = useQuery({
    queryKey: ['root', 'health'],
    queryFn: () => callRoute(healthCheckRoute, undefined, { showErrorToast: false }),
    refetchInterval: 30_000,
  });

  return (
    <>
      <PageHeader title={title} trail={[t('menu.rootSection')]} />
      <Card
        title={t('root.status.server')}
        extra={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={health.isFetching}
            onClick={() => void health.refetch()}
          >
            {t('common.refresh')}
          </Button>
        }
      >
        {health.isError && (
          <Alert type="error" showIcon title={t('root.status.unreachable')} style={{ marginBottom: 16 }} />
        )}
        <Descriptions
          column={1}
          bordered
          size="small"
          data-testid="system-status"
          items={[
            {
              key: 'status',
              label: t('root.status.status'),
              children: health.data ? <StatusTag tone="success">{t('root.status.ok')}</StatusTag> : '—',
            },
            { key: 'version', label: t('root.status.serverVersion'), children: health.data?.version ?? '—' },
            {
              key: 'uptime',
              label: t('root.status.uptime'),
              children: health.data ? formatUptime(health.data.uptime, t) : '—',
            },
            { key: 'console', label: t('root.status.consoleVersion'), children: config.version },
          ]}
        />
        <p className="muted" style={{ marginTop: 12 }}>
          {t('root.status.note')}
        </p>
      </Card>
      <InstallStatusCard />
    </>
  );
}
