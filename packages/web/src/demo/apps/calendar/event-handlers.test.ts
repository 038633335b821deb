import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { eventHandlers } from './event-handlers';
import type { CalendarEvent } from './event-model';

const list = async (query = '') =>
  (await mockRequest(eventHandlers, 'GET', `/apps/calendar/events?${query}`)).body as CalendarEvent[];

const input = {
  title: 'Budget review',
  start: '2026-06-20',
  end: '2026-06-21',
  allDay: true,
  extendedProps: { calendar: 'Business', location: 'Lisbon', description: 'Scenario Q3' },
};

beforeEach(() => resetDemoStore());

describe('calendar mocks (SPEC §7)', () => {
  it('gives the events of the chosen calendars, by start', async () => {
    const all = await list();
    expect(all.length).toBe(30);
    const starts = all.map((e) => e.start);
    expect(starts).toEqual([...starts].sort());
    const some = await list('calendars=Business,Family');
    expect(some.every((e) => ['Business', 'Family'].includes(e.extendedProps.calendar))).toBe(true);
    expect(await list('calendars=')).toEqual([]);
  });

  it('adds, updates and deletes an event by id', async () => {
    const added = await mockRequest(eventHandlers, 'POST', '/apps/calendar/events', { event: input });
    expect(added.status).toBe(201);
    const { id } = (added.body as { event: CalendarEvent }).event;
    const updated = await mockRequest(eventHandlers, 'POST', `/apps/calendar/events/${id}`, {
      event: { ...input, title: 'Budget review (moved)' },
    });
    expect((updated.body as { event: CalendarEvent }).event).toMatchObject({
      id,
      title: 'Budget review (moved)',
    });
    expect((await mockRequest(eventHandlers, 'DELETE', `/apps/calendar/events/${id}`)).status).toBe(200);
    expect((await list()).map((e) => e.id)).not.toContain(id);
    expect((await mockRequest(eventHandlers, 'DELETE', `/apps/calendar/events/${id}`)).status).toBe(404);
  });

  it('refuses an event that ends before it starts, with a code', async () => {
    const bad = await mockRequest(eventHandlers, 'POST', '/apps/calendar/events', {
      event: { ...input, end: '2026-06-01' },
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { code: string } }).error.code).toBe('invalid_body');
  });
});
