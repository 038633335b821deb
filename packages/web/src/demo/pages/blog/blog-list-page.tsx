import { Avatar, Card, Col, Empty, Input, Row, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { formatDay, initialsOf } from '../../demo-format';
import { useBlogPosts } from '../pages-api';
import { BlogSidebar, blogCategoryOf } from './blog-sidebar';
import '../pages.css';

/** /pages/blog/list: the posts, narrowed by the sidebar's search and its category (`?category=`). */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('pages.blog.title');
  usePageTitle(title);
  const { data } = useBlogPosts();
  const [search, setSearch] = useState('');
  const category = blogCategoryOf(useSearchParams()[0].get('category'));
  const wanted = search.trim().toLowerCase();
  const posts = (data?.posts ?? []).filter(
    (post) =>
      (!category || post.categories.includes(category)) &&
      `${post.title} ${post.excerpt}`.toLowerCase().includes(wanted),
  );

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area')]} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          {!data ? (
            <Skeleton active />
          ) : posts.length === 0 ? (
            <Empty description={t('pages.blog.none')} />
          ) : (
            <Row gutter={[16, 16]}>
              {posts.map((post) => (
                <Col key={post.id} xs={24} md={12}>
                  <Card className="demo-blog-card">
                    <h2 className="demo-blog-title">
                      <Link to={pathFor('pages-blog-detail', { id: String(post.id) })}>{post.title}</Link>
                    </h2>
                    <Space size="small" wrap>
                      <Avatar size="small" className="demo-avatar">
                        {initialsOf(post.author.fullName)}
                      </Avatar>
                      <span>{post.author.fullName}</span>
                      <span className="demo-muted">{formatDay(post.publishedOn)}</span>
                    </Space>
                    <div className="demo-grid">
                      {post.categories.map((each) => (
                        <Tag key={each}>{t(`pages.blog.category.${each}`)}</Tag>
                      ))}
                    </div>
                    <p className="demo-profile-post">{post.excerpt}</p>
                    <span className="demo-muted">
                      {t('pages.blog.comments', { count: post.commentCount })}
                    </span>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Col>
        <Col xs={24} lg={7}>
          <BlogSidebar
            category={category}
            top={
              <Input.Search
                aria-label={t('pages.blog.search')}
                placeholder={t('pages.blog.search')}
                allowClear
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            }
          />
        </Col>
      </Row>
    </>
  );
}
