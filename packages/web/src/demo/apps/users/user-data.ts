import { demoCollection } from '../../mocks/demo-store';
import { seededFaker } from '../../mocks/seeded-faker';
import { type DemoUser, userPlans, userRoles, userStatuses } from './user-model';

function makeUsers(): DemoUser[] {
  const faker = seededFaker(1201);
  return Array.from({ length: 48 }, (_, index) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    return {
      id: index + 1,
      fullName: `${firstName} ${lastName}`,
      username: faker.internet.username({ firstName, lastName }).toLowerCase(),
      email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      role: faker.helpers.arrayElement(userRoles),
      plan: faker.helpers.arrayElement(userPlans),
      status: faker.helpers.arrayElement(userStatuses),
      company: faker.company.name(),
      country: faker.location.country(),
      contact: faker.phone.number({ style: 'international' }),
      avatar: '',
    };
  });
}

export const users = demoCollection('users', makeUsers);
