import type { Schedule } from '@cubus/shared';
import { Form, Input, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRun, localTimezone, nextRunsOf, timezoneChoices } from './schedule-preview';
import './schedule-editor.css';

/** A new schedule: every weekday at six in the operator's own zone. */
const firstSchedule = (): Schedule => ({ cron: '0 6 * * 1-5', timezone: localTimezone(), enabled: true });

/**
 * A schedule (an import's, an action's): on/off, the cron expression with its next runs (or why
 * it is refused), and the time zone it is read in. Switching off keeps the expression.
 */
export function ScheduleEditor({
  value,
  onChange,
  disabled = false,
  idPrefix = 'schedule',
}: {
  value?: Schedule | null;
  onChange?: (value: Schedule | null) => void;
  disabled?: boolean;
  /** Prefix of the inputs' ids (a form field's name). */
  idPrefix?: string;
}) {
  const { t, i18n } = useTranslation();
  const zones = useMemo(() => timezoneChoices().map((zone) => ({ value: zone, label: zone })), []);
  const on = value?.enabled ?? false;
  const change = onChange ?? (() => {});
  const check = value ? nextRunsOf(value) : null;
  return (
    <div className="schedule-editor">
      <Form.Item label={t('schedule.enabled')} htmlFor={`${idPrefix}-on`}>
        <Switch
          id={`${idPrefix}-on`}
          checked={on}
          disabled={disabled}
          onChange={(checked) => change(value ? { ...value, enabled: checked } : firstSchedule())}
        />
      </Form.Item>
      {value && on && (
        <>
          <Form.Item
            label={t('schedule.cron')}
            htmlFor={`${idPrefix}-cron`}
            extra={t('schedule.cronHint')}
            validateStatus={check && 'error' in check ? 'error' : undefined}
            help={check && 'error' in check ? t(`errors.${check.error}`) : undefined}
          >
            <Input
              id={`${idPrefix}-cron`}
              className="schedule-editor__cron"
              value={value.cron}
              maxLength={200}
              disabled={disabled}
              spellCheck={false}
              onChange={(event) => change({ ...value, cron: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('schedule.timezone')} htmlFor={`${idPrefix}-timezone`}>
            <Select
              id={`${idPrefix}-timezone`}
              showSearch
              value={value.timezone}
              disabled={disabled}
              options={zones}
              onChange={(timezone: string) => change({ ...value, timezone })}
            />
          </Form.Item>
          {check && 'runs' in check && (
            <Typography.Text type="secondary" aria-live="polite" data-testid="schedule-preview">
              {t('schedule.nextRuns', {
                runs: check.runs.map((run) => formatRun(run, value.timezone, i18n.language)).join(' · '),
              })}
            </Typography.Text>
          )}
        </>
      )}
    </div>
  );
}
