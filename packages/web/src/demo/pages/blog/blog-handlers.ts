import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { bodyOf, notFound } from '../../mocks/replies';
import { slugOfWords } from '../../mocks/slug';
import {
  type BlogPost,
  blogCategories,
  blogDetail,
  blogPosts,
  blogStatuses,
  saveBlogPost,
} from './blog-data';

function postOf(request: Request): BlogPost | undefined {
  const id = new URL(request.url).searchParams.get('id');
  return blogPosts().find((post) => String(post.id) === id);
}

/** A post as the edit page reads it: its fields, its status and its text. */
function editViewOf(post: BlogPost) {
  const { id, title, slug, excerpt, author, publishedOn, categories, status } = post;
  return {
    id,
    title,
    slug,
    excerpt,
    author,
    publishedOn,
    categories,
    status,
    paragraphs: blogDetail(post).paragraphs,
  };
}

/** What the edit page may change; the slug is made again from the title when left blank. */
const postChange = z
  .object({
    title: z.string().trim().min(1).max(200),
    slug: z.string().trim().max(200),
    categories: z.array(z.enum(blogCategories)).min(1),
    status: z.enum(blogStatuses),
    paragraphs: z.array(z.string().trim()).max(50),
  })
  .strict();

/**
 * The blog's calls (SPEC §7): the posts; the sidebar (recent posts, posts per category); one post
 * with its text and comments (`id`); one post to edit, with its status, and saving it. An unknown id is 404.
 */
export const blogHandlers = [
  http.get('/blog/list/data', () => HttpResponse.json({ posts: blogPosts() })),

  http.get('/blog/list/data/sidebar', () => {
    const posts = blogPosts();
    return HttpResponse.json({
      recentPosts: posts.slice(0, 4).map(({ id, title, publishedOn }) => ({ id, title, publishedOn })),
      categories: blogCategories.map((category) => ({
        category,
        count: posts.filter((post) => post.categories.includes(category)).length,
      })),
    });
  }),

  http.get('/blog/list/data/detail', ({ request }) => {
    const post = postOf(request);
    return post ? HttpResponse.json(blogDetail(post)) : notFound();
  }),

  http.get('/blog/list/data/edit', ({ request }) => {
    const post = postOf(request);
    return post ? HttpResponse.json(editViewOf(post)) : notFound();
  }),

  http.post('/blog/list/data/edit', async ({ request }) => {
    const post = postOf(request);
    if (!post) return notFound();
    const body = await bodyOf(request, postChange);
    if (!body.ok) return body.reply;
    const { paragraphs, ...change } = body.value;
    const saved = { ...post, ...change, slug: change.slug || `${slugOfWords(change.title)}-${post.id}` };
    saveBlogPost(
      saved,
      paragraphs.filter((paragraph) => paragraph !== ''),
    );
    return HttpResponse.json(editViewOf(saved));
  }),
];
