import { demoCollection } from '../../mocks/demo-store';
import { seededFaker } from '../../mocks/seeded-faker';
import { type Chat, type ChatContact, type ProfileUser, presences } from './chat-model';

const profileId = 11;

function makeContacts(): ChatContact[] {
  const faker = seededFaker(6601);
  return Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    fullName: faker.person.fullName(),
    role: faker.person.jobTitle(),
    about: faker.lorem.sentence(),
    avatar: '',
    status: faker.helpers.arrayElement(presences),
  }));
}

function makeChats(): Chat[] {
  const faker = seededFaker(6602);
  return [1, 2, 4, 6, 9].map((userId, index) => {
    let time = faker.date.recent({ days: 10 }).getTime();
    return {
      id: index + 1,
      userId,
      unseenMsgs: index % 2 === 0 ? faker.number.int({ min: 1, max: 3 }) : 0,
      chat: Array.from({ length: faker.number.int({ min: 3, max: 8 }) }, (_, at) => {
        time += faker.number.int({ min: 1, max: 90 }) * 60_000;
        return {
          message: faker.lorem.sentence(),
          time: new Date(time).toISOString(),
          senderId: at % 2 === 0 ? userId : profileId,
        };
      }),
    };
  });
}

export const contacts = demoCollection('chat-contacts', makeContacts);
export const chats = demoCollection('chats', makeChats);
export const profile = demoCollection<ProfileUser>('chat-profile', () => [
  {
    id: profileId,
    fullName: 'Cubus Demo',
    role: 'Analyst',
    about: 'Plans the quarter in cubes.',
    avatar: '',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  },
]);

/** The profile user (a collection of one, so it keeps its changes like the others). */
export const profileUser = (): ProfileUser => profile.all()[0] as ProfileUser;
