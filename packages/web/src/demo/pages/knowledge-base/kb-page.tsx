import { Card, Col, Empty, Input, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { pathFor } from '../../../lib/routes';
import { useKnowledgeBase } from '../pages-api';
import '../pages.css';

/** /pages/knowledge-base: the categories, filtered as one types; each opens its questions. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('pages.kb.title');
  usePageTitle(title);
  const { data } = useKnowledgeBase();
  const [filter, setFilter] = useState('');
  const shown = (data?.categories ?? []).filter((category) =>
    `${category.title} ${category.description}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area')]} />
      <section className="demo-page-hero" aria-labelledby="demo-kb-hero">
        <h2 id="demo-kb-hero" className="demo-card-title">
          {t('pages.kb.hero')}
        </h2>
        <Input.Search
          aria-label={t('pages.kb.search')}
          placeholder={t('pages.kb.search')}
          allowClear
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </section>
      {!data ? (
        <Skeleton active />
      ) : shown.length === 0 ? (
        <Empty description={t('pages.kb.none')} />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((category) => (
            <Col key={category.slug} xs={24} md={12} xl={8}>
              <Card className="demo-plan">
                <h2 className="demo-blog-title">
                  <Link to={pathFor('pages-knowledge-base-category', { category: category.slug })}>
                    {category.title}
                  </Link>
                </h2>
                <p>{category.description}</p>
                <p className="demo-muted">{t('pages.kb.questions', { count: category.questionCount })}</p>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
