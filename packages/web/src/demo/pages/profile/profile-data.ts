import { referenceDate, seededFaker } from '../../mocks/seeded-faker';
import { accountSettings } from '../account-setting/account-data';

export interface ProfilePost {
  id: number;
  author: string;
  /** When it was posted, an ISO instant, for the page to write the reader's way. */
  postedAt: string;
  text: string;
  likes: number;
  youLiked: boolean;
  comments: { author: string; text: string }[];
}

/** GET /profile/data (SPEC §3): the demo account's profile page. */
export interface ProfileData {
  header: { fullName: string; username: string; designation: string; avatar: string; cover: string };
  /** joinedOn is yyyy-mm-dd. */
  about: { about: string; joinedOn: string; lives: string; email: string; website: string };
  suggestedPages: { name: string; subtitle: string; favorite: boolean }[];
  posts: ProfilePost[];
  suggestions: { fullName: string; mutualFriends: number }[];
  poll: { question: string; options: { label: string; votes: number }[] };
}

function makeProfile(): ProfileData {
  const faker = seededFaker(8401);
  const { general, info } = accountSettings();
  let postedAt = referenceDate.getTime();
  return {
    header: {
      fullName: general.fullName,
      username: general.username,
      designation: faker.person.jobTitle(),
      avatar: general.avatar,
      cover: '',
    },
    about: {
      about: info.bio,
      joinedOn: faker.date.past({ years: 4, refDate: referenceDate }).toISOString().slice(0, 10),
      lives: `${faker.location.city()}, ${info.country}`,
      email: general.email,
      website: info.website,
    },
    suggestedPages: Array.from({ length: 5 }, () => ({
      name: faker.company.name(),
      subtitle: faker.commerce.department(),
      favorite: faker.datatype.boolean(),
    })),
    // Latest first, each a few hours to days before the last.
    posts: Array.from({ length: 3 }, (_, index) => {
      postedAt -= faker.number.int({ min: 3, max: 72 }) * 3_600_000;
      return {
        id: index + 1,
        author: general.fullName,
        postedAt: new Date(postedAt).toISOString(),
        text: `${faker.hacker.phrase()} ${faker.company.catchPhrase()}.`,
        likes: faker.number.int({ min: 0, max: 2_000 }),
        youLiked: faker.datatype.boolean(),
        comments: Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, () => ({
          author: faker.person.fullName(),
          text: faker.hacker.phrase(),
        })),
      };
    }),
    suggestions: Array.from({ length: 5 }, () => ({
      fullName: faker.person.fullName(),
      mutualFriends: faker.number.int({ min: 1, max: 60 }),
    })),
    poll: {
      question: `Who is the best ${faker.person.jobTitle().toLowerCase()} of the year?`,
      options: Array.from({ length: 4 }, () => ({
        label: faker.person.fullName(),
        votes: faker.number.int({ min: 0, max: 400 }),
      })),
    },
  };
}

let made: ProfileData | undefined;

/** The profile page's data: made once from its seed, for the account the settings page shows. */
export function profileData(): ProfileData {
  made ??= makeProfile();
  return made;
}
