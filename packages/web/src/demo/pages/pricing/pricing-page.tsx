import { Button, Card, Col, Collapse, Row, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../components/use-page-title';
import { formatMoney } from '../../demo-format';
import { usePricing } from '../pages-api';
import type { PricingPlan } from './pricing-data';
import '../pages.css';

/** One plan's card: its price a month for the billing chosen, and the year's total when yearly. */
function PlanCard({ plan, yearly }: { plan: PricingPlan; yearly: boolean }) {
  const { t } = useTranslation('demo');
  const perMonth = yearly ? plan.yearly.perMonth : plan.monthlyPrice;
  const headingId = `demo-plan-${plan.id}`;
  return (
    <Card className={plan.popular ? 'demo-plan demo-plan--popular' : 'demo-plan'}>
      <section aria-labelledby={headingId}>
        {plan.popular && <Tag color="blue">{t('pages.pricing.popular')}</Tag>}
        <h2 id={headingId} className="demo-blog-title">
          {t(`pages.pricing.plans.${plan.id}.name`)}
        </h2>
        <p className="demo-muted">{t(`pages.pricing.plans.${plan.id}.tagline`)}</p>
        <p className="demo-plan__price" data-testid={`price-${plan.id}`}>
          {t('pages.pricing.perMonth', { price: formatMoney(perMonth) })}
        </p>
        <p className="demo-muted" data-testid={`total-${plan.id}`}>
          {yearly && plan.yearly.total > 0
            ? t('pages.pricing.perYear', { price: formatMoney(plan.yearly.total) })
            : '\u00a0'}
        </p>
        <ul className="demo-plan__benefits">
          <li>
            {plan.benefits.users === null
              ? t('pages.pricing.unlimitedUsers')
              : t('pages.pricing.users', { count: plan.benefits.users })}
          </li>
          <li>{t('pages.pricing.storage', { count: plan.benefits.storageGb })}</li>
          <li>{t(`pages.pricing.support.${plan.benefits.support}`)}</li>
        </ul>
        <Button type={plan.popular ? 'primary' : 'default'} block>
          {plan.monthlyPrice === 0 ? t('pages.pricing.current') : t('pages.pricing.upgrade')}
          <span className="visually-hidden"> {t(`pages.pricing.plans.${plan.id}.name`)}</span>
        </Button>
      </section>
    </Card>
  );
}

/** /pages/pricing: the three plans (SPEC §9), billed monthly or yearly, and the payment questions. */
export function Component() {
  const { t } = useTranslation('demo');
  const title = t('pages.pricing.title');
  usePageTitle(title);
  const { data } = usePricing();
  const [yearly, setYearly] = useState(false);

  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('pages.area')]} />
      <div className="demo-billing-switch">
        <span>{t('pages.pricing.monthly')}</span>
        <Switch checked={yearly} onChange={setYearly} aria-label={t('pages.pricing.yearlyBilling')} />
        <span>{t('pages.pricing.yearly')}</span>
      </div>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.plans.map((plan) => (
              <Col key={plan.id} xs={24} md={8}>
                <PlanCard plan={plan} yearly={yearly} />
              </Col>
            ))}
          </Row>
          <Card className="demo-grid" title={<h2 className="demo-card-title">{t('pages.pricing.faq')}</h2>}>
            <Collapse
              ghost
              items={data.questions.map((item) => ({
                key: item.question,
                label: item.question,
                children: <p>{item.answer}</p>,
              }))}
            />
          </Card>
        </>
      )}
    </>
  );
}
