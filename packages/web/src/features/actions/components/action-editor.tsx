import type { QryRow } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { procedureInLanguage } from '../../../components/procedure-args/procedure-in-language';
import { ScheduleEditor } from '../../../components/schedule/schedule-editor';
import { localTimezone } from '../../../components/schedule/schedule-preview';
import { actionsApi } from '../api/actions-api';
import { type ActionDraft, fromRow, toActionValues } from '../form/action-drafts';
import { StepList } from './step-list';

/** An action's name, description, trigger and ordered steps; Save creates or updates it. */
export function ActionEditor({ row, onSaved }: { row: QryRow | null; onSaved: (row: QryRow) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionDraft>();
  const [saving, setSaving] = useState(false);
  const procedures = useQuery({
    queryKey: ['actions', 'procedures'],
    queryFn: () => actionsApi.choices('procedures'),
    // Built-ins by their names in the user's language (`t` changes with it).
    select: (list) => list.map((procedure) => procedureInLanguage(t, procedure)),
  });
  const triggerType = Form.useWatch('triggerType', form);
  const afterKind = Form.useWatch('afterKind', form) ?? 'imports';
  const afterChoices = useQuery({
    queryKey: ['actions', afterKind],
    queryFn: () => actionsApi.choices(afterKind),
    enabled: triggerType === 'after',
  });
  const declared = (procedureId: string) =>
    procedures.data?.find((procedure) => procedure.id === procedureId)?.arguments ?? [];
  const save = async (values: ActionDraft) => {
    setSaving(true);
    try {
      onSaved(await actionsApi.save(toActionValues(values, declared), row));
    } catch {
      // The client's toast said why (invalid_cron, argument_invalid, action_cycle, …).
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form<ActionDraft>
      form={form}
      layout="vertical"
      className="action-editor"
      initialValues={fromRow(row, { cron: '0 6 * * *', timezone: localTimezone(), enabled: true })}
      onFinish={(values) => void save(values)}
    >
      <Form.Item
        name="name"
        label={t('fields.actions.name')}
        rules={[{ required: true, whitespace: true, message: t('actions.editor.nameRequired') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.actions.description')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={2000} />
      </Form.Item>
      <fieldset className="action-editor__group">
        <legend>{t('actions.trigger.title')}</legend>
        <Form.Item name="triggerType" label={t('actions.trigger.type')}>
          <Radio.Group
            aria-label={t('actions.trigger.type')}
            options={(['manual', 'schedule', 'after'] as const).map((type) => ({
              value: type,
              label: t(`actions.trigger.${type}`),
            }))}
          />
        </Form.Item>
        {triggerType === 'schedule' && (
          <Form.Item name="schedule" noStyle>
            <ScheduleEditor idPrefix="action-schedule" />
          </Form.Item>
        )}
        {triggerType === 'after' && (
          <div className="action-editor__row">
            <Form.Item name="afterKind" label={t('actions.trigger.afterKind')}>
              <Select
                aria-label={t('actions.trigger.afterKind')}
                className="action-editor__pick"
                options={(['imports', 'actions'] as const).map((kind) => ({
                  value: kind,
                  label: t(`actions.trigger.kinds.${kind}`),
                }))}
                onChange={() => form.setFieldValue('afterId', undefined)}
              />
            </Form.Item>
            <Form.Item
              name="afterId"
              label={t('actions.trigger.afterObject')}
              rules={[{ required: true, message: t('actions.trigger.objectRequired') }]}
            >
              <Select
                aria-label={t('actions.trigger.afterObject')}
                className="action-editor__pick"
                showSearch={{ optionFilterProp: 'label' }}
                loading={afterChoices.isPending}
                options={(afterChoices.data ?? [])
                  .filter((choice) => choice.id !== row?.id)
                  .map((choice) => ({ value: choice.id, label: choice.name }))}
              />
            </Form.Item>
          </div>
        )}
      </fieldset>
      <StepList form={form} procedures={procedures.data ?? []} />
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('actions.editor.save')}
      </Button>
    </Form>
  );
}
