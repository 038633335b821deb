import { demoCollection } from '../../mocks/demo-store';
import { seededFaker } from '../../mocks/seeded-faker';
import { type Task, taskTags } from './task-model';

/** The people tasks are given to; the demo's assignee choices. */
export const taskAssignees = (() => {
  const faker = seededFaker(311);
  return Array.from({ length: 6 }, () => ({ fullName: faker.person.fullName(), avatar: '' }));
})();

function makeTasks(): Task[] {
  const faker = seededFaker(3101);
  return Array.from({ length: 24 }, (_, index) => ({
    id: index + 1,
    title: faker.hacker.phrase().replace(/\.$/, ''),
    dueDate: faker.date.soon({ days: 40 }).toISOString().slice(0, 10),
    description: `<p>${faker.lorem.sentences(2)}</p>`,
    assignee: index % 7 === 3 ? null : faker.helpers.arrayElement(taskAssignees),
    tags: faker.helpers.arrayElements(taskTags, { min: 0, max: 2 }),
    isCompleted: faker.datatype.boolean(0.3),
    isDeleted: index % 8 === 5,
    isImportant: faker.datatype.boolean(0.3),
  }));
}

export const tasks = demoCollection('tasks', makeTasks);
