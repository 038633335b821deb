import { Card, List } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../../../lib/routes';
import { formatDay } from '../../demo-format';
import { useBlogSidebar } from '../pages-api';
import { type BlogCategory, blogCategories } from './blog-data';

/** The list's address for one category's posts (none: every post). */
export const blogCategoryPath = (category: BlogCategory | null) =>
  category ? `${pathFor('pages-blog-list')}?category=${category}` : pathFor('pages-blog-list');

/** The category a list address asks for, when it is one of the blog's. */
export const blogCategoryOf = (value: string | null): BlogCategory | null =>
  blogCategories.find((category) => category === value) ?? null;

/** The blog's sidebar: `top` (the list's search), the latest posts and the categories with their counts. */
export function BlogSidebar({ top, category }: { top?: ReactNode; category: BlogCategory | null }) {
  const { t } = useTranslation('demo');
  const { data } = useBlogSidebar();
  return (
    <aside className="demo-stack" aria-label={t('pages.blog.sidebar')}>
      {top}
      <Card title={<h2 className="demo-card-title">{t('pages.blog.recent')}</h2>}>
        <List
          size="small"
          dataSource={data?.recentPosts ?? []}
          renderItem={(post) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={pathFor('pages-blog-detail', { id: String(post.id) })}>{post.title}</Link>}
                description={formatDay(post.publishedOn)}
              />
            </List.Item>
          )}
        />
      </Card>
      <Card title={<h2 className="demo-card-title">{t('pages.blog.categories')}</h2>}>
        <List
          size="small"
          dataSource={data?.categories ?? []}
          renderItem={(entry) => {
            const current = category === entry.category;
            return (
              <List.Item>
                <Link
                  to={blogCategoryPath(current ? null : (entry.category as BlogCategory))}
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'demo-side-link demo-side-link--active' : 'demo-side-link'}
                >
                  {t(`pages.blog.category.${entry.category}`)} ({entry.count})
                </Link>
              </List.Item>
            );
          }}
        />
      </Card>
    </aside>
  );
}
