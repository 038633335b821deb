import { Card, Col, List, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { isMissing, useKbCategory } from '../pages-api';
import '../pages.css';

/** /pages/knowledge-base/:category: the category's sections and their questions; unknown → error-404. */
export function Component() {
  const { t } = useTranslation('demo');
  const { category = '' } = useParams();
  const { data, error } = useKbCategory(category);
  const title = data?.category.title ?? t('pages.kb.title');
  usePageTitle(title);
  if (isMissing(error)) return <Navigate to={pathFor('error-404')} replace />;

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area'), t('pages.kb.title')]} />
      {!data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {data.sections.map((section) => (
            <Col key={section.id} xs={24} md={12}>
              <Card title={<h2 className="demo-card-title">{section.title}</h2>}>
                <List
                  dataSource={section.questions}
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
          ))}
        </Row>
      )}
    </>
  );
}
