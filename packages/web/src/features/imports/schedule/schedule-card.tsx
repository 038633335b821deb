import type { QryRow, Schedule } from '@cubus/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleEditor } from '../../../components/schedule/schedule-editor';
import { formatRun, nextRunsOf } from '../../../components/schedule/schedule-preview';
import { qry } from '../../../lib/qry-client';
import { toastSuccess } from '../../../lib/toast';

const same = (a: Schedule | null, b: Schedule | null) => JSON.stringify(a) === JSON.stringify(b);

/** The schedule of a saved import: its next run, and (with the right to change it) the editor and Save. */
export function ScheduleCard({ row, canEdit }: { row: QryRow; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const saved = (row.schedule as Schedule | null | undefined) ?? null;
  const [draft, setDraft] = useState<Schedule | null>(saved);
  const [busy, setBusy] = useState(false);
  const nextRun = typeof row.nextRun === 'string' ? new Date(row.nextRun) : null;
  const valid = !draft?.enabled || 'runs' in nextRunsOf(draft);
  const save = async () => {
    setBusy(true);
    try {
      // A run into a new table moves the version (its target becomes that table): save over the
      // latest version unless someone changed the schedule itself meanwhile (then 409 as usual).
      const latest = await qry.get('imports', String(row.id));
      const version = same((latest.schedule as Schedule | null) ?? null, saved)
        ? latest.version
        : row.version;
      const answer = await qry.update('imports', String(row.id), Number(version), { schedule: draft });
      client.setQueryData(['qry', 'row', 'imports', String(row.id)], answer);
      toastSuccess(t('imports.schedule.saved'));
    } catch {
      // The client's toast said why (invalid_cron, conflict, …).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="import-screen__schedule" title={t('imports.schedule.title')}>
      <p data-testid="import-next-run">
        <Typography.Text strong>{t('imports.schedule.nextRun')}: </Typography.Text>
        {nextRun && saved
          ? `${formatRun(nextRun, saved.timezone, i18n.language)} (${saved.timezone})`
          : t('imports.schedule.off')}
      </p>
      {canEdit && (
        <Form layout="vertical" className="import-wizard__options">
          <ScheduleEditor value={draft} onChange={setDraft} disabled={!!row.deleted} />
          <Space>
            <Button
              type="primary"
              loading={busy}
              disabled={same(draft, saved) || !valid}
              onClick={() => void save()}
            >
              {t('imports.schedule.save')}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
