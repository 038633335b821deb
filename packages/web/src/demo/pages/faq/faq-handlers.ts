import { HttpResponse, http } from 'msw';
import { includesText } from '../../mocks/paginate';
import { faqData } from './faq-data';

/** The FAQ page's call (SPEC §7): `q` keeps the questions that contain it, and the topics left with any. */
export const faqHandlers = [
  http.get('/faq/data', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    const categories = faqData()
      .map((category) => ({
        ...category,
        questions: category.questions.filter((item) => includesText(item.question, q)),
      }))
      .filter((category) => category.questions.length > 0);
    return HttpResponse.json({ categories });
  }),
];
