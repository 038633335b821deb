import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoCall } from '../../demo-api';
import type { CalendarEvent, EventCalendar } from './event-model';

export type EventInput = Omit<CalendarEvent, 'id'>;

const eventsKey = ['template-demo', 'calendar-events'] as const;

export function useEvents(calendars: EventCalendar[]) {
  return useQuery({
    queryKey: [...eventsKey, calendars],
    queryFn: () =>
      demoCall<CalendarEvent[]>('GET', '/apps/calendar/events', { calendars: calendars.join(',') }),
    placeholderData: keepPreviousData,
  });
}

/** Adds (no id), updates or deletes an event; the agenda reads again afterwards. */
export function useEventChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: eventsKey });
  const save = useMutation({
    mutationFn: ({ id, event }: { id?: number; event: EventInput }) =>
      demoCall<{ event: CalendarEvent }>('POST', `/apps/calendar/events${id === undefined ? '' : `/${id}`}`, {
        event,
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => demoCall<null>('DELETE', `/apps/calendar/events/${id}`),
    onSuccess,
  });
  return { save, remove };
}
