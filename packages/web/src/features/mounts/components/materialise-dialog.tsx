import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RunProgress } from '../../../components/jobs/run-progress';
import { useJobRuns } from '../../../components/jobs/use-job-runs';
import { pathFor } from '../../../lib/routes';
import { mountsApi } from '../api/mounts-api';
import { tableNameFor, validTableName } from '../mount-values';

/**
 * Materialise: the name of a new data table, then the run of the import that fills it, with live
 * progress (the import's job) and a link to the table once it succeeded.
 */
export function MaterialiseDialog({
  mount,
  onClose,
}: {
  mount: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [table, setTable] = useState(() => tableNameFor(mount.name));
  const [started, setStarted] = useState<{ importId: string; table: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { list, now } = useJobRuns(started?.importId ?? null);
  const run = list[0];
  const made = useQuery({
    queryKey: ['mounts', 'materialised', started?.table],
    queryFn: () => mountsApi.tableNamed(started?.table ?? ''),
    enabled: run?.status === 'succeeded',
  });
  const start = async () => {
    setBusy(true);
    try {
      const answer = await mountsApi.materialise(mount.id, table);
      setStarted({ importId: answer.importId, table });
    } catch {
      // The client's toast said why (a table of that name, …).
    } finally {
      setBusy(false);
    }
  };
  const valid = validTableName(table);
  return (
    <Modal
      open
      title={t('mounts.materialiseTitle', { name: mount.name })}
      onCancel={onClose}
      closable={{ 'aria-label': t('common.cancel') }}
      footer={
        started ? (
          <Button onClick={onClose}>{t('mounts.close')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={busy} disabled={!valid} onClick={() => void start()}>
              {t('mounts.materialiseStart')}
            </Button>
          </>
        )
      }
    >
      {!started && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) void start();
          }}
        >
          <label className="field-label" htmlFor="materialise-table">
            {t('mounts.materialiseTable')}
          </label>
          <Input
            id="materialise-table"
            autoComplete="off"
            maxLength={63}
            value={table}
            status={valid ? undefined : 'error'}
            aria-describedby="materialise-table-hint"
            onChange={(event) => setTable(event.target.value)}
          />
          <p id="materialise-table-hint" className="mount-form__hint">
            {t('mounts.materialiseHint')}
          </p>
        </form>
      )}
      {started && !run && <p aria-live="polite">{t('mounts.materialiseQueued')}</p>}
      {run && <RunProgress run={run} now={now} testId="materialise-progress" />}
      {started && (
        <p className="mount-form__links">
          {made.data && (
            <Link to={`${pathFor('cubus-tables')}?table=${encodeURIComponent(made.data)}`}>
              {t('mounts.openTable', { table: started.table })}
            </Link>
          )}{' '}
          <Link to={`${pathFor('cubus-imports')}?import=${encodeURIComponent(started.importId)}`}>
            {t('mounts.openImport')}
          </Link>
        </p>
      )}
    </Modal>
  );
}
