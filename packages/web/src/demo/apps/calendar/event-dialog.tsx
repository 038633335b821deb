import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventInput } from './event-api';
import { type CalendarEvent, type EventCalendar, eventCalendars } from './event-model';

interface EventFormValues {
  title: string;
  calendar: EventCalendar;
  start: string;
  end: string;
  location: string;
  description: string;
}

interface EventDialogProps {
  /** The event to edit; null adds one; undefined: closed. */
  event: CalendarEvent | null | undefined;
  saving: boolean;
  onSave: (event: EventInput) => void;
  onDelete: (event: CalendarEvent) => void;
  onClose: () => void;
}

/** Adds or edits an all-day event; the end may not come before the start. */
export function EventDialog({ event, saving, onSave, onDelete, onClose }: EventDialogProps) {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<EventFormValues>();
  useEffect(() => {
    if (event === undefined) return;
    form.resetFields();
    if (event) form.setFieldsValue({ ...event, ...event.extendedProps });
  }, [event, form]);
  const required = { required: true, whitespace: true, message: t('common.required') };
  const finish = ({ calendar, location, description, ...rest }: EventFormValues) =>
    onSave({ ...rest, allDay: true, extendedProps: { calendar, location, description } });

  return (
    <Modal
      open={event !== undefined}
      title={event ? t('calendar.edit') : t('calendar.add')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form<EventFormValues>
        form={form}
        layout="vertical"
        initialValues={{ calendar: 'Business', location: '', description: '' }}
        onFinish={finish}
      >
        <Form.Item name="title" label={t('calendar.fields.title')} rules={[required, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="calendar" label={t('calendar.fields.calendar')} rules={[required]}>
          <Select options={eventCalendars.map((c) => ({ value: c, label: t(`calendar.calendars.${c}`) }))} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="start" label={t('calendar.fields.start')} rules={[required]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="end"
            label={t('calendar.fields.end')}
            dependencies={['start']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  !value || !getFieldValue('start') || value >= getFieldValue('start')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('calendar.endBeforeStart'))),
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </Space>
        <Form.Item name="location" label={t('calendar.fields.location')}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('calendar.fields.description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common.save')}
          </Button>
          {event && (
            <Button danger onClick={() => onDelete(event)}>
              {t('calendar.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
