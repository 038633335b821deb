/** The demo calendar's calendars (event kinds), as the template's sample has them. */
export const eventCalendars = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type EventCalendar = (typeof eventCalendars)[number];

/** A calendar event: start and end as yyyy-mm-dd days, or ISO times when not all-day. */
export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: EventCalendar; location: string; description: string };
}
