import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { bodyOf, notFound } from '../../mocks/replies';
import { events } from './event-data';
import { type CalendarEvent, eventCalendars } from './event-model';

const eventInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    start: z.iso.date(),
    end: z.iso.date(),
    allDay: z.boolean(),
    extendedProps: z.object({
      calendar: z.enum(eventCalendars),
      location: z.string().trim().max(200),
      description: z.string().trim().max(2000),
    }),
  })
  .refine((event) => event.end >= event.start, { message: 'The end comes before the start', path: ['end'] });
const eventBody = z.object({ event: eventInput });

/** The calendar's calls (SPEC §7): events of the chosen calendars; add, update and DELETE by id. */
export const eventHandlers = [
  http.get('/apps/calendar/events', ({ request }) => {
    const chosen = new URL(request.url).searchParams.get('calendars');
    const calendars = chosen === null ? eventCalendars : chosen.split(',');
    return HttpResponse.json(
      events
        .all()
        .filter((event) => calendars.includes(event.extendedProps.calendar))
        .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
    );
  }),

  http.post('/apps/calendar/events', async ({ request }) => {
    const body = await bodyOf(request, eventBody);
    if (!body.ok) return body.reply;
    const all = events.all();
    const event: CalendarEvent = { ...body.value.event, id: Math.max(0, ...all.map((e) => e.id)) + 1 };
    events.save([...all, event]);
    return HttpResponse.json({ event }, { status: 201 });
  }),

  http.post('/apps/calendar/events/:id', async ({ request, params }) => {
    const existing = events.all().find((e) => String(e.id) === params.id);
    if (!existing) return notFound();
    const body = await bodyOf(request, eventBody);
    if (!body.ok) return body.reply;
    const event: CalendarEvent = { ...existing, ...body.value.event };
    events.save(events.all().map((e) => (e.id === event.id ? event : e)));
    return HttpResponse.json({ event });
  }),

  http.delete('/apps/calendar/events/:id', ({ params }) => {
    const all = events.all();
    if (!all.some((e) => String(e.id) === params.id)) return notFound();
    events.save(all.filter((e) => String(e.id) !== params.id));
    return new HttpResponse(null, { status: 200 });
  }),
];
