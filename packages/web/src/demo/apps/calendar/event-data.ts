import { demoCollection } from '../../mocks/demo-store';
import { referenceDate, seededFaker } from '../../mocks/seeded-faker';
import { type CalendarEvent, eventCalendars } from './event-model';

const day = (date: Date) => date.toISOString().slice(0, 10);

function makeEvents(): CalendarEvent[] {
  const faker = seededFaker(7070);
  return Array.from({ length: 30 }, (_, index) => {
    const start = faker.date.between({
      from: new Date(referenceDate.getTime() - 20 * 86_400_000),
      to: new Date(referenceDate.getTime() + 40 * 86_400_000),
    });
    const end = new Date(start.getTime() + faker.number.int({ min: 0, max: 2 }) * 86_400_000);
    return {
      id: index + 1,
      title: faker.company.catchPhrase(),
      start: day(start),
      end: day(end),
      allDay: true,
      extendedProps: {
        calendar: faker.helpers.arrayElement(eventCalendars),
        location: faker.location.city(),
        description: faker.lorem.sentence(),
      },
    };
  });
}

export const events = demoCollection('calendar-events', makeEvents);
