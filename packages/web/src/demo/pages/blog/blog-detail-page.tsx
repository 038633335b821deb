import { EditOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, List, Row, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { formatDay, initialsOf } from '../../demo-format';
import { isMissing, useBlogDetail } from '../pages-api';
import { BlogSidebar } from './blog-sidebar';
import '../pages.css';

/** /pages/blog/:id: one post with its text and comments; unknown id → error-404. */
export function Component() {
  const { t } = useTranslation('demo');
  const { id } = useParams();
  const { data, error } = useBlogDetail(id);
  const title = data?.post.title ?? t('pages.blog.title');
  usePageTitle(title);
  if (isMissing(error)) return <Navigate to={pathFor('error-404')} replace />;

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area'), t('pages.blog.title')]} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          {!data ? (
            <Skeleton active />
          ) : (
            <Card>
              <Space size="small" wrap>
                <Avatar size="small" className="demo-avatar">
                  {initialsOf(data.post.author.fullName)}
                </Avatar>
                <span>{data.post.author.fullName}</span>
                <span className="demo-muted">{formatDay(data.post.publishedOn)}</span>
                {data.post.categories.map((each) => (
                  <Tag key={each}>{t(`pages.blog.category.${each}`)}</Tag>
                ))}
              </Space>
              {data.paragraphs.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a saved text may repeat a paragraph
                <p key={index} className="demo-profile-post">
                  {paragraph}
                </p>
              ))}
              <Link to={pathFor('pages-blog-edit', { id: String(data.post.id) })}>
                <EditOutlined aria-hidden /> {t('pages.blog.edit')}
              </Link>
              <h2 className="demo-section-title">
                {t('pages.blog.comments', { count: data.comments.length })}
              </h2>
              <List
                dataSource={data.comments}
                renderItem={(comment) => (
                  <List.Item>
                    <List.Item.Meta
                      avatar={<Avatar className="demo-avatar">{initialsOf(comment.author)}</Avatar>}
                      title={comment.author}
                      description={comment.text}
                    />
                  </List.Item>
                )}
              />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={7}>
          <BlogSidebar category={null} />
        </Col>
      </Row>
    </>
  );
}
