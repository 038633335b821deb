import HeartFilled from '@ant-design/icons/es/icons/HeartFilled';
import { Rate, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './rating-page.tsx?raw';

function BasicRating() {
  const { t } = useTranslation('demo');
  const [stars, setStars] = useState(3);
  return (
    <Space>
      <Rate value={stars} onChange={setStars} aria-label={t('forms.labels.rating')} />
      <span aria-live="polite">{t('forms.rating.stars', { count: stars })}</span>
    </Space>
  );
}

function HalfRating() {
  const { t } = useTranslation('demo');
  return <Rate allowHalf defaultValue={2.5} aria-label={t('forms.labels.rating')} />;
}

function HeartRating() {
  const { t } = useTranslation('demo');
  return (
    <>
      <Rate
        character={<HeartFilled />}
        defaultValue={4}
        className="demo-hearts"
        aria-label={t('forms.labels.rating')}
      />
      <Rate disabled defaultValue={2} aria-label={t('forms.labels.locked')} />
    </>
  );
}

/** /forms/form-element/rating: antd's Rate, by the arrow keys too: whole stars, halves, hearts, read-only. */
export function Component() {
  return (
    <ExamplesPage
      page="rating"
      source={source}
      examples={[
        { name: 'BasicRating', Component: BasicRating },
        { name: 'HalfRating', Component: HalfRating },
        { name: 'HeartRating', Component: HeartRating },
      ]}
    />
  );
}
