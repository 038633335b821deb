import { HttpResponse, http } from 'msw';
import { notFound } from '../../mocks/replies';
import { knowledgeBase } from './kb-data';

function categoryOf(request: Request) {
  const slug = new URL(request.url).searchParams.get('category');
  return knowledgeBase().find((category) => category.slug === slug);
}

/**
 * The knowledge base's calls (SPEC §7): its categories; one category (`category`, a slug) with its
 * sections' questions; one question (`category` and `slug`). An unknown category or question is 404.
 */
export const kbHandlers = [
  http.get('/kb/data/knowledge_base', () =>
    HttpResponse.json({
      categories: knowledgeBase().map(({ slug, title, description, sections }) => ({
        slug,
        title,
        description,
        questionCount: sections.reduce((sum, section) => sum + section.questions.length, 0),
      })),
    }),
  ),

  http.get('/kb/data/category', ({ request }) => {
    const category = categoryOf(request);
    if (!category) return notFound();
    const sections = category.sections.map(({ id, title, questions }) => ({
      id,
      title,
      questions: questions.map(({ slug, title }) => ({ slug, title })),
    }));
    return HttpResponse.json({ category: { slug: category.slug, title: category.title }, sections });
  }),

  http.get('/kb/data/question', ({ request }) => {
    const category = categoryOf(request);
    const slug = new URL(request.url).searchParams.get('slug');
    const section = category?.sections.find((s) => s.questions.some((question) => question.slug === slug));
    const question = section?.questions.find((q) => q.slug === slug);
    if (!category || !section || !question) return notFound();
    const related = section.questions
      .filter((q) => q !== question)
      .map(({ slug, title }) => ({ slug, title }));
    return HttpResponse.json({ category: { slug: category.slug, title: category.title }, question, related });
  }),
];
