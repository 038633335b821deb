import { demoCollection } from '../../mocks/demo-store';
import { seededFaker } from '../../mocks/seeded-faker';
import { type Email, type EmailFolder, emailLabels, mailboxOwner } from './email-model';

function makeEmails(): Email[] {
  const faker = seededFaker(5501);
  const folders: EmailFolder[] = ['inbox', 'inbox', 'inbox', 'inbox', 'sent', 'draft', 'spam', 'trash'];
  return Array.from({ length: 40 }, (_, index) => {
    const folder = folders[index % folders.length] ?? 'inbox';
    const name = faker.person.fullName();
    const other = { name, email: faker.internet.email({ provider: 'example.com' }).toLowerCase() };
    const outgoing = folder === 'sent' || folder === 'draft';
    return {
      id: index + 1,
      from: outgoing ? mailboxOwner : other,
      to: [outgoing ? other : mailboxOwner],
      subject: faker.lorem.sentence({ min: 3, max: 7 }).replace(/\.$/, ''),
      message: faker.lorem.paragraphs(3, '\n\n'),
      time: faker.date.recent({ days: 30 }).toISOString(),
      labels: faker.helpers.arrayElements(emailLabels, { min: 0, max: 2 }),
      folder,
      isStarred: faker.datatype.boolean(0.25),
      isRead: outgoing || faker.datatype.boolean(0.6),
    };
  }).sort((a, b) => b.time.localeCompare(a.time));
}

/** Newest first, as a mailbox reads. */
export const emails = demoCollection('emails', makeEmails);
