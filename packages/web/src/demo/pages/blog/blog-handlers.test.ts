import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../../mocks/demo-store';
import { mockRequest } from '../../mocks/mock-request';
import { referenceDate } from '../../mocks/seeded-faker';
import { type BlogCategory, type BlogDetail, type BlogPost, blogCategories } from './blog-data';
import { blogHandlers } from './blog-handlers';

const get = (path: string) => mockRequest(blogHandlers, 'GET', path);
const listPosts = async () => ((await get('/blog/list/data')).body as { posts: BlogPost[] }).posts;

describe('blog mocks (SPEC §4, §7)', () => {
  it('lists published posts, latest first, before the sample day', async () => {
    const posts = await listPosts();
    expect(posts).toHaveLength(12);
    expect(posts.every((post) => post.status === 'Published')).toBe(true);
    const days = posts.map((post) => post.publishedOn);
    expect(days).toEqual([...days].sort().reverse());
    expect(Date.parse(days[0] ?? '')).toBeLessThan(referenceDate.getTime());
    expect(posts.every((post) => post.slug.endsWith(`-${post.id}`))).toBe(true);
  });

  it('the sidebar gives the four latest posts and how many posts each category has', async () => {
    const posts = await listPosts();
    const sidebar = (await get('/blog/list/data/sidebar')).body as {
      recentPosts: { id: number }[];
      categories: { category: BlogCategory; count: number }[];
    };
    expect(sidebar.recentPosts.map((post) => post.id)).toEqual(posts.slice(0, 4).map((post) => post.id));
    expect(sidebar.categories.map((entry) => entry.category)).toEqual([...blogCategories]);
    for (const { category, count } of sidebar.categories)
      expect(count).toBe(posts.filter((post) => post.categories.includes(category)).length);
  });

  it('opens a post with its text and as many comments as it counts, after it was published', async () => {
    const post = (await listPosts())[2] as BlogPost;
    const answer = await get(`/blog/list/data/detail?id=${post.id}`);
    expect(answer.status).toBe(200);
    const detail = answer.body as BlogDetail;
    expect(detail.post).toEqual(post);
    expect(detail.paragraphs.length).toBeGreaterThan(0);
    expect(detail.comments).toHaveLength(post.commentCount);
    const published = Date.parse(post.publishedOn);
    expect(detail.comments.every((comment) => Date.parse(comment.commentedAt) > published)).toBe(true);
  });

  it('gives a post to edit with its status, Published, and the same text as its page', async () => {
    const post = (await listPosts())[0] as BlogPost;
    const edit = (await get(`/blog/list/data/edit?id=${post.id}`)).body as BlogPost & {
      paragraphs: string[];
    };
    expect(edit).toMatchObject({ id: post.id, title: post.title, slug: post.slug, status: 'Published' });
    const detail = (await get(`/blog/list/data/detail?id=${post.id}`)).body as BlogDetail;
    expect(edit.paragraphs).toEqual(detail.paragraphs);
  });

  it('an unknown or missing id is 404 with an empty body', async () => {
    for (const path of [
      '/blog/list/data/detail?id=999',
      '/blog/list/data/edit?id=abc',
      '/blog/list/data/detail',
    ])
      expect(await get(path)).toEqual({ status: 404, body: null });
  });
});

describe('POST /blog/list/data/edit (saving a post)', () => {
  beforeEach(resetDemoStore);
  const change = {
    title: 'Drafting the quarterly plan',
    slug: '',
    categories: ['food'],
    status: 'Draft',
    paragraphs: ['First thought.', '', 'Second thought.'],
  };

  it("keeps the change, makes a slug from the title when blank, and the post's page shows the new text", async () => {
    const post = (await listPosts())[1] as BlogPost;
    const answer = await mockRequest(blogHandlers, 'POST', `/blog/list/data/edit?id=${post.id}`, change);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: post.id,
      title: change.title,
      slug: `drafting-the-quarterly-plan-${post.id}`,
      status: 'Draft',
      categories: ['food'],
      paragraphs: ['First thought.', 'Second thought.'],
    });
    const detail = (await get(`/blog/list/data/detail?id=${post.id}`)).body as BlogDetail;
    expect(detail.post.title).toBe(change.title);
    expect(detail.paragraphs).toEqual(['First thought.', 'Second thought.']);
    expect((await listPosts())[1]).toEqual(detail.post);
  });

  it('refuses a blank title or an unknown status with 400, and an unknown post with 404', async () => {
    const post = (await listPosts())[0] as BlogPost;
    for (const bad of [
      { ...change, title: ' ' },
      { ...change, status: 'Archived' },
      { ...change, extra: 1 },
    ]) {
      const answer = await mockRequest(blogHandlers, 'POST', `/blog/list/data/edit?id=${post.id}`, bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'invalid_body' } });
    }
    expect((await listPosts())[0]).toEqual(post);
    expect((await mockRequest(blogHandlers, 'POST', '/blog/list/data/edit?id=999', change)).status).toBe(404);
  });
});
