import { describe, expect, it } from 'vitest';
import { mockRequest } from '../../mocks/mock-request';
import { type FaqCategory, faqTopics } from './faq-data';
import { faqHandlers } from './faq-handlers';

const fetchFaq = async (query = '') => {
  const answer = await mockRequest(faqHandlers, 'GET', `/faq/data${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { categories: FaqCategory[] }).categories;
};

describe('GET /faq/data (SPEC §7)', () => {
  it('gives every topic with its questions and answers, the same every time', async () => {
    const categories = await fetchFaq();
    expect(categories.map((category) => category.topic)).toEqual([...faqTopics]);
    for (const { questions } of categories) {
      expect(questions.length).toBeGreaterThan(1);
      for (const item of questions) expect(item.question.endsWith('?') && item.answer.length > 0).toBe(true);
    }
    expect(await fetchFaq()).toEqual(categories);
  });

  it('q keeps only the questions that contain it, whatever the case, and drops emptied topics', async () => {
    const all = await fetchFaq();
    const asked = all[1]?.questions[0]?.question ?? '';
    const word = asked.split(' ').at(-1)?.replace('?', '') ?? '';
    const found = await fetchFaq(`?q=${encodeURIComponent(word.toUpperCase())}`);
    const questions = found.flatMap((category) => category.questions.map((item) => item.question));
    expect(questions).toContain(asked);
    expect(questions.every((question) => question.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(found.every((category) => category.questions.length > 0)).toBe(true);
    expect(await fetchFaq('?q=no-such-question-anywhere')).toEqual([]);
  });
});
