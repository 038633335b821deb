import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DemoCallError, demoCall } from '../demo-api';
import type { AccountSettings } from './account-setting/account-data';
import type { BlogDetail, BlogPost, BlogStatus } from './blog/blog-data';
import type { FaqCategory, FaqQuestion } from './faq/faq-data';
import type { KbQuestion } from './knowledge-base/kb-data';
import type { PricingPlan } from './pricing/pricing-data';
import type { ProfileData } from './profile/profile-data';

const pagesKey = ['template-demo', 'pages'] as const;

/** The mock does not know the record asked for: the page goes to the product's error-404 (SPEC §8). */
export const isMissing = (error: unknown): boolean => error instanceof DemoCallError && error.status === 404;

/** A record page reads once: a 404 is an answer (the page goes to error-404), not a hiccup to retry. */
const once = { retry: false } as const;

const accountKey = [...pagesKey, 'account'] as const;

export function useAccountSettings() {
  return useQuery({
    queryKey: accountKey,
    queryFn: () => demoCall<AccountSettings>('GET', '/account-setting/data'),
  });
}

/** Saves one tab of the account settings; the page reads them again afterwards. */
export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<AccountSettings>) =>
      demoCall<AccountSettings>('POST', '/account-setting/data', change),
    onSuccess: (saved) => queryClient.setQueryData(accountKey, saved),
  });
}

export function useProfile() {
  return useQuery({
    queryKey: [...pagesKey, 'profile'],
    queryFn: () => demoCall<ProfileData>('GET', '/profile/data'),
  });
}

export function useFaq(q: string) {
  return useQuery({
    queryKey: [...pagesKey, 'faq', q],
    queryFn: () => demoCall<{ categories: FaqCategory[] }>('GET', '/faq/data', { q }),
    placeholderData: keepPreviousData,
  });
}

export interface KbCategorySummary {
  slug: string;
  title: string;
  description: string;
  questionCount: number;
}

type KbLink = Pick<KbQuestion, 'slug' | 'title'>;
type KbCategoryRef = { slug: string; title: string };

export function useKnowledgeBase() {
  return useQuery({
    queryKey: [...pagesKey, 'kb'],
    queryFn: () => demoCall<{ categories: KbCategorySummary[] }>('GET', '/kb/data/knowledge_base'),
  });
}

export function useKbCategory(category: string | undefined) {
  return useQuery({
    queryKey: [...pagesKey, 'kb', category],
    queryFn: () =>
      demoCall<{ category: KbCategoryRef; sections: { id: number; title: string; questions: KbLink[] }[] }>(
        'GET',
        '/kb/data/category',
        { category },
      ),
    ...once,
  });
}

export function useKbQuestion(category: string | undefined, slug: string | undefined) {
  return useQuery({
    queryKey: [...pagesKey, 'kb', category, slug],
    queryFn: () =>
      demoCall<{ category: KbCategoryRef; question: KbQuestion; related: KbLink[] }>(
        'GET',
        '/kb/data/question',
        {
          category,
          slug,
        },
      ),
    ...once,
  });
}

export function usePricing() {
  return useQuery({
    queryKey: [...pagesKey, 'pricing'],
    queryFn: () => demoCall<{ plans: PricingPlan[]; questions: FaqQuestion[] }>('GET', '/pricing/data'),
  });
}

export function useBlogPosts() {
  return useQuery({
    queryKey: [...pagesKey, 'blog'],
    queryFn: () => demoCall<{ posts: BlogPost[] }>('GET', '/blog/list/data'),
  });
}

export function useBlogSidebar() {
  return useQuery({
    queryKey: [...pagesKey, 'blog', 'sidebar'],
    queryFn: () =>
      demoCall<{
        recentPosts: Pick<BlogPost, 'id' | 'title' | 'publishedOn'>[];
        categories: { category: string; count: number }[];
      }>('GET', '/blog/list/data/sidebar'),
  });
}

export function useBlogDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...pagesKey, 'blog', 'detail', id],
    queryFn: () => demoCall<BlogDetail>('GET', '/blog/list/data/detail', { id }),
    ...once,
  });
}

export type BlogEdit = Pick<
  BlogPost,
  'id' | 'title' | 'slug' | 'excerpt' | 'author' | 'publishedOn' | 'categories' | 'status'
> & { paragraphs: string[] };

export function useBlogEdit(id: string | undefined) {
  return useQuery({
    queryKey: [...pagesKey, 'blog', 'edit', id],
    queryFn: () => demoCall<BlogEdit>('GET', '/blog/list/data/edit', { id }),
    ...once,
  });
}

export type BlogEditInput = Pick<BlogEdit, 'title' | 'slug' | 'categories' | 'status' | 'paragraphs'>;

/** Saves a post; every blog view reads again afterwards. */
export function useSaveBlogPost(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: BlogEditInput) => demoCall<BlogEdit>('POST', `/blog/list/data/edit?id=${id}`, post),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...pagesKey, 'blog'] }),
  });
}

export type { BlogStatus };
