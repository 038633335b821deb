import { Card, Collapse, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { DemoSearch } from '../../demo-search';
import { useFaq } from '../pages-api';
import '../pages.css';

/** /pages/faq: the questions by topic; the search asks the mock, which keeps the questions that match. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('pages.faq.title');
  usePageTitle(title);
  const [q, setQ] = useState('');
  const { data } = useFaq(q);

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area')]} />
      <section className="demo-page-hero" aria-labelledby="demo-faq-hero">
        <h2 id="demo-faq-hero" className="demo-card-title">
          {t('pages.faq.hero')}
        </h2>
        <div>
          <DemoSearch label={t('pages.faq.search')} onSearch={(text) => setQ(text.trim())} />
        </div>
      </section>
      {!data ? (
        <Skeleton active />
      ) : data.categories.length === 0 ? (
        <Empty description={t('pages.faq.none')} />
      ) : (
        <div className="demo-stack">
          {data.categories.map((category) => (
            <Card
              key={category.topic}
              title={<h2 className="demo-card-title">{t(`pages.faq.topics.${category.topic}`)}</h2>}
            >
              <Collapse
                ghost
                items={category.questions.map((item) => ({
                  key: item.question,
                  label: item.question,
                  children: <p>{item.answer}</p>,
                }))}
              />
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
