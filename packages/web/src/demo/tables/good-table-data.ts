import { demoCollection } from '../mocks/demo-store';
import { referenceDate, seededFaker } from '../mocks/seeded-faker';

export const employeeStatuses = ['current', 'professional', 'rejected', 'resigned', 'applied'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** A row of the demo table (SPEC §9: name, email, date, salary, status; the action is the page's). */
export interface EmployeeRow {
  id: number;
  fullName: string;
  email: string;
  /** The day they started, yyyy-mm-dd; the salary a year in US dollars: both for the page to format. */
  startDate: string;
  salary: number;
  status: EmployeeStatus;
}

function makeRows(): EmployeeRow[] {
  const faker = seededFaker(9101);
  return Array.from({ length: 60 }, (_, index) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    return {
      id: index + 1,
      fullName: `${firstName} ${lastName}`,
      email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      startDate: faker.date.past({ years: 8, refDate: referenceDate }).toISOString().slice(0, 10),
      salary: faker.number.int({ min: 28, max: 160 }) * 1_000 + faker.number.int({ min: 0, max: 9 }) * 100,
      status: faker.helpers.arrayElement(employeeStatuses),
    };
  });
}

export const employeeRows = demoCollection('good-table', makeRows);
