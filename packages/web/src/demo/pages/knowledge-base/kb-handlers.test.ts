import { describe, expect, it } from 'vitest';
import { mockRequest } from '../../mocks/mock-request';
import { referenceDate } from '../../mocks/seeded-faker';
import type { KbQuestion } from './kb-data';
import { kbHandlers } from './kb-handlers';

type Categories = { categories: { slug: string; title: string; questionCount: number }[] };
type Category = {
  category: { slug: string };
  sections: { title: string; questions: { slug: string; title: string }[] }[];
};
type Question = { category: { slug: string }; question: KbQuestion; related: { slug: string }[] };

const get = (path: string) => mockRequest(kbHandlers, 'GET', path);

describe('knowledge base mocks (SPEC §7)', () => {
  it('lists the categories with how many questions each holds', async () => {
    const { categories } = (await get('/kb/data/knowledge_base')).body as Categories;
    expect(categories).toHaveLength(6);
    for (const summary of categories) {
      expect(summary.slug).toMatch(/^[a-z0-9-]+$/);
      const { sections } = (await get(`/kb/data/category?category=${summary.slug}`)).body as Category;
      expect(sections.reduce((sum, section) => sum + section.questions.length, 0)).toBe(
        summary.questionCount,
      );
    }
  });

  it('opens a question of a category, with the others of its section as related', async () => {
    const { categories } = (await get('/kb/data/knowledge_base')).body as Categories;
    const slug = categories[2]?.slug ?? '';
    const { sections } = (await get(`/kb/data/category?category=${slug}`)).body as Category;
    const listed = sections[0]?.questions ?? [];
    const answer = await get(`/kb/data/question?category=${slug}&slug=${listed[1]?.slug}`);
    expect(answer.status).toBe(200);
    const { question, related, category } = answer.body as Question;
    expect(category.slug).toBe(slug);
    expect(question.title).toBe(listed[1]?.title);
    expect(question.paragraphs.length).toBeGreaterThan(0);
    expect(question.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(question.updatedOn)).toBeLessThanOrEqual(referenceDate.getTime());
    expect(related.map((q) => q.slug)).toEqual(
      listed.filter((q) => q.slug !== question.slug).map((q) => q.slug),
    );
  });

  it('an unknown category or question is 404 with an empty body', async () => {
    const { categories } = (await get('/kb/data/knowledge_base')).body as Categories;
    const notFound = { status: 404, body: null };
    expect(await get('/kb/data/category?category=no-such-category')).toEqual(notFound);
    expect(await get('/kb/data/category')).toEqual(notFound);
    expect(await get(`/kb/data/question?category=${categories[0]?.slug}&slug=no-such-question`)).toEqual(
      notFound,
    );
    expect(await get('/kb/data/question?category=no-such-category&slug=x')).toEqual(notFound);
  });
});
