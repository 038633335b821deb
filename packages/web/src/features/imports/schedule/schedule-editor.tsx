import type { Schedule } from '@cubus/shared';
import { Form, Input, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRun, localTimezone, nextRunsOf, timezoneChoices } from './schedule-preview';

/** A new schedule: every weekday at six in the operator's own zone. */
const firstSchedule = (): Schedule => ({ cron: '0 6 * * 1-5', timezone: localTimezone(), enabled: true });

/**
 * An import's schedule: on/off, the cron expression with its next runs (or why it is refused),
 * and the time zone it is read in. Switching off keeps the expression.
 */
export function ScheduleEditor({
  value,
  onChange,
  disabled = false,
}: {
  value: Schedule | null;
  onChange: (value: Schedule | null) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const zones = useMemo(() => timezoneChoices().map((zone) => ({ value: zone, label: zone })), []);
  const on = value?.enabled ?? false;
  const check = value ? nextRunsOf(value) : null;
  return (
    <div className="import-schedule">
      <Form.Item label={t('imports.schedule.enabled')} htmlFor="import-schedule-on">
        <Switch
          id="import-schedule-on"
          checked={on}
          disabled={disabled}
          onChange={(checked) => onChange(value ? { ...value, enabled: checked } : firstSchedule())}
        />
      </Form.Item>
      {value && on && (
        <>
          <Form.Item
            label={t('imports.schedule.cron')}
            htmlFor="import-schedule-cron"
            extra={t('imports.schedule.cronHint')}
            validateStatus={check && 'error' in check ? 'error' : undefined}
            help={check && 'error' in check ? t(`errors.${check.error}`) : undefined}
          >
            <Input
              id="import-schedule-cron"
              className="import-schedule__cron"
              value={value.cron}
              maxLength={200}
              disabled={disabled}
              spellCheck={false}
              onChange={(event) => onChange({ ...value, cron: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('imports.schedule.timezone')} htmlFor="import-schedule-timezone">
            <Select
              id="import-schedule-timezone"
              showSearch
              value={value.timezone}
              disabled={disabled}
              options={zones}
              onChange={(timezone: string) => onChange({ ...value, timezone })}
            />
          </Form.Item>
          {check && 'runs' in check && (
            <Typography.Text type="secondary" aria-live="polite" data-testid="schedule-preview">
              {t('imports.schedule.nextRuns', {
                runs: check.runs.map((run) => formatRun(run, value.timezone, i18n.language)).join(' · '),
              })}
            </Typography.Text>
          )}
        </>
      )}
    </div>
  );
}
