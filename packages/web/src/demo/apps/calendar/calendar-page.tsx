import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Col, Empty, Input, List, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { usePageTitle } from '../../../components/use-page-title';
import { formatDay } from '../../demo-format';
import { referenceDate } from '../../mocks/seeded-faker';
import { useClosingToasts } from '../../use-closing-toasts';
import { type EventInput, useEventChanges, useEvents } from './event-api';
import { EventDialog } from './event-dialog';
import { type CalendarEvent, type EventCalendar, eventCalendars } from './event-model';

const tones: Record<EventCalendar, StatusTone> = {
  Business: 'accent',
  Holiday: 'success',
  Personal: 'danger',
  Family: 'warning',
  ETC: 'info',
};

/** /apps/calendar: a month's agenda of the sample events, by calendar; add, edit and delete events. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('calendar.title');
  usePageTitle(title);
  const [month, setMonth] = useState(referenceDate.toISOString().slice(0, 7));
  const [calendars, setCalendars] = useState<EventCalendar[]>([...eventCalendars]);
  const [open, setOpen] = useState<CalendarEvent | null | undefined>(undefined);
  const { data = [], isPending } = useEvents(calendars);
  const { save, remove } = useEventChanges();
  const shown = data.filter((event) => event.start.slice(0, 7) <= month && event.end.slice(0, 7) >= month);

  const closing = useClosingToasts(() => setOpen(undefined));
  const saveEvent = (event: EventInput) => save.mutate({ id: open?.id, event }, closing(t('calendar.saved')));
  const deleteEvent = (event: CalendarEvent) => remove.mutate(event.id, closing(t('calendar.deleted')));

  return (
    <>
      <PageHeader title={title} trail={[t('area')]} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card>
            <Button type="primary" block icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(null)}>
              {t('calendar.add')}
            </Button>
            <fieldset className="demo-fieldset">
              <legend className="demo-section-title">{t('calendar.fields.calendar')}</legend>
              <Checkbox.Group<EventCalendar>
                className="demo-side-nav"
                value={calendars}
                onChange={setCalendars}
                options={eventCalendars.map((c) => ({ value: c, label: t(`calendar.calendars.${c}`) }))}
              />
            </fieldset>
          </Card>
        </Col>
        <Col xs={24} md={18}>
          <Card>
            <Space wrap className="demo-toolbar">
              <label htmlFor="demo-calendar-month">{t('calendar.month')}</label>
              <Input
                id="demo-calendar-month"
                type="month"
                value={month}
                onChange={(e) => e.target.value && setMonth(e.target.value)}
                style={{ width: 200 }}
              />
            </Space>
            <List<CalendarEvent>
              loading={isPending}
              dataSource={shown}
              locale={{ emptyText: <Empty description={t('calendar.empty')} /> }}
              renderItem={(event) => (
                <List.Item>
                  <div className="demo-two-lines">
                    <Button type="link" className="demo-task-title" onClick={() => setOpen(event)}>
                      {event.title}
                    </Button>
                    <span className="demo-muted">
                      {event.start === event.end
                        ? formatDay(event.start)
                        : `${formatDay(event.start)} – ${formatDay(event.end)}`}
                      {event.extendedProps.location && ` · ${event.extendedProps.location}`}
                    </span>
                  </div>
                  <StatusTag tone={tones[event.extendedProps.calendar]}>
                    {t(`calendar.calendars.${event.extendedProps.calendar}`)}
                  </StatusTag>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <EventDialog
        event={open}
        saving={save.isPending}
        onSave={saveEvent}
        onDelete={deleteEvent}
        onClose={() => setOpen(undefined)}
      />
    </>
  );
}
