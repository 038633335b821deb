import { Card, Col, List, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { formatDay } from '../../demo-format';
import { isMissing, useKbQuestion } from '../pages-api';
import '../pages.css';

/** /pages/knowledge-base/:category/:slug: one answer and the others of its section; unknown → error-404. */
export function Component() {
  const { t } = useTranslation('demo');
  const { category = '', slug = '' } = useParams();
  const { data, error } = useKbQuestion(category, slug);
  const title = data?.question.title ?? t('pages.kb.title');
  usePageTitle(title);
  if (isMissing(error)) return <Navigate to={pathFor('error-404')} replace />;

  return (
    <>
      <PageHeader
        title={title}
        trail={[t('area'), t('pages.area'), t('pages.kb.title'), data?.category.title ?? '…']}
      />
      {!data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card>
              <p className="demo-muted">
                {t('pages.kb.updated', { day: formatDay(data.question.updatedOn) })}
              </p>
              {data.question.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <Link to={pathFor('pages-knowledge-base-category', { category })}>
                {t('pages.kb.back', { category: data.category.title })}
              </Link>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={<h2 className="demo-card-title">{t('pages.kb.related')}</h2>}>
              <List
                dataSource={data.related}
                renderItem={(question) => (
                  <List.Item>
                    <Link to={pathFor('pages-knowledge-base-question', { category, slug: question.slug })}>
                      {question.title}
                    </Link>
                  </List.Item>
                )}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
