import { demoCollection } from '../../mocks/demo-store';
import { referenceDate, seededFaker } from '../../mocks/seeded-faker';

export const socialNetworks = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const connectableApps = ['twitter', 'facebook', 'google', 'github'] as const;
export type ConnectableApp = (typeof connectableApps)[number];

export const notificationKinds = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** GET /account-setting/data (SPEC §3): the demo account's four tabs. */
export interface AccountSettings {
  general: { avatar: string; username: string; fullName: string; email: string; company: string };
  /** birthday is yyyy-mm-dd, for the page to write the reader's way. */
  info: { bio: string; birthday: string; country: string; website: string; phone: string };
  social: { links: Record<SocialNetwork, string>; connected: Record<ConnectableApp, boolean> };
  notification: Record<NotificationKind, boolean>;
}

function makeAccount(): AccountSettings {
  const faker = seededFaker(8301);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const username = faker.internet.username({ firstName, lastName }).toLowerCase();
  const birthday = faker.date.birthdate({ mode: 'age', min: 25, max: 55, refDate: referenceDate });
  return {
    general: {
      avatar: '',
      username,
      fullName: `${firstName} ${lastName}`,
      email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
      company: faker.company.name(),
    },
    info: {
      bio: faker.person.bio(),
      birthday: birthday.toISOString().slice(0, 10),
      country: faker.location.country(),
      website: `https://${username.replace(/[^a-z0-9]/g, '')}.example.com`,
      phone: faker.phone.number({ style: 'international' }),
    },
    social: {
      links: Object.fromEntries(
        socialNetworks.map((network) => [
          network,
          faker.datatype.boolean() ? `https://${network.toLowerCase()}.com/${username}` : '',
        ]),
      ) as AccountSettings['social']['links'],
      connected: Object.fromEntries(
        connectableApps.map((app) => [app, faker.datatype.boolean()]),
      ) as AccountSettings['social']['connected'],
    },
    notification: Object.fromEntries(
      notificationKinds.map((kind) => [kind, faker.datatype.boolean()]),
    ) as AccountSettings['notification'],
  };
}

const account = demoCollection('accountSettings', () => [makeAccount()]);

/** The demo account's settings, with what the page saved; the profile page shows the same person. */
export function accountSettings(): AccountSettings {
  return account.all()[0] as AccountSettings;
}

/** Keeps the account's settings, changed by the page, for the browser session. */
export function saveAccountSettings(settings: AccountSettings): void {
  account.save([settings]);
}
