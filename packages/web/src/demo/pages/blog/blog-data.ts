import { demoCollection } from '../../mocks/demo-store';
import { referenceDate, seededFaker } from '../../mocks/seeded-faker';
import { slugOfWords } from '../../mocks/slug';

export const blogCategories = ['fashion', 'food', 'gaming', 'quote', 'video'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** SPEC §4: a blog post's states; the listed posts are all Published. */
export const blogStatuses = ['Published', 'Pending', 'Draft'] as const;
export type BlogStatus = (typeof blogStatuses)[number];

/** One post of GET /blog/list/data. */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  author: { fullName: string; avatar: string };
  /** yyyy-mm-dd, for the page to write the reader's way. */
  publishedOn: string;
  categories: BlogCategory[];
  commentCount: number;
  status: BlogStatus;
}

export interface BlogComment {
  author: string;
  /** An ISO instant. */
  commentedAt: string;
  text: string;
}

/** A post as its page reads it: the post, its text and its comments. */
export interface BlogDetail {
  post: BlogPost;
  paragraphs: string[];
  comments: BlogComment[];
}

function makePosts(): BlogPost[] {
  const faker = seededFaker(8501);
  let day = referenceDate.getTime();
  // Latest first, a few days apart.
  return Array.from({ length: 12 }, (_, index) => {
    day -= faker.number.int({ min: 1, max: 9 }) * 86_400_000;
    const title = `${faker.hacker.ingverb()} the ${faker.hacker.adjective()} ${faker.hacker.noun()}`;
    const id = index + 1;
    return {
      id,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      slug: `${slugOfWords(title)}-${id}`,
      excerpt: `${faker.company.catchPhrase()}. ${faker.hacker.phrase()}`,
      author: { fullName: faker.person.fullName(), avatar: '' },
      publishedOn: new Date(day).toISOString().slice(0, 10),
      categories: faker.helpers.arrayElements(blogCategories, { min: 1, max: 2 }),
      commentCount: faker.number.int({ min: 0, max: 6 }),
      status: 'Published',
    };
  });
}

const posts = demoCollection('blogPosts', makePosts);
/** The texts the edit page saved; a post without one keeps the text of its seed. */
const savedTexts = demoCollection<{ id: number; paragraphs: string[] }>('blogTexts', () => []);

/** The blog's posts, latest first: made once from their seed, with what the edit page saved. */
export function blogPosts(): BlogPost[] {
  return posts.all();
}

/** Keeps an edited post and its text for the browser session. */
export function saveBlogPost(post: BlogPost, paragraphs: string[]): void {
  posts.save(posts.all().map((each) => (each.id === post.id ? post : each)));
  savedTexts.save([...savedTexts.all().filter((text) => text.id !== post.id), { id: post.id, paragraphs }]);
}

/** A post's text and comments, made from a seed of its own so they never shift with other posts. */
export function blogDetail(post: BlogPost): BlogDetail {
  const faker = seededFaker(8500 + post.id * 7);
  let at = Date.parse(`${post.publishedOn}T08:00:00Z`);
  return {
    post,
    paragraphs:
      savedTexts.all().find((text) => text.id === post.id)?.paragraphs ??
      Array.from({ length: 4 }, () => `${faker.hacker.phrase()} ${faker.company.catchPhrase()}.`),
    comments: Array.from({ length: post.commentCount }, () => {
      at += faker.number.int({ min: 1, max: 30 }) * 3_600_000;
      return {
        author: faker.person.fullName(),
        commentedAt: new Date(at).toISOString(),
        text: faker.hacker.phrase(),
      };
    }),
  };
}
