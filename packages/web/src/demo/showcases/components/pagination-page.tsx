import { Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './pagination-page.tsx?raw';

// #region basic
function BasicPagination() {
  const { t } = useTranslation('demo');
  const [page, setPage] = useState(1);
  return (
    <>
      <Pagination current={page} total={120} onChange={setPage} showSizeChanger={false} />
      <p aria-live="polite">{t('showcase.page', { number: page })}</p>
    </>
  );
}
// #endregion

// #region sizes
function SizedPagination() {
  return <Pagination size="small" defaultCurrent={3} total={500} showSizeChanger showQuickJumper />;
}
// #endregion

// #region simple
function SimplePagination() {
  return <Pagination simple defaultCurrent={2} total={50} />;
}
// #endregion

/** /components/pagination: pages, a page size and a jump, and the simple form. */
const examples: ShowcaseExample[] = [
  ['basic', BasicPagination],
  ['sizes', SizedPagination],
  ['simple', SimplePagination],
];

export function Component() {
  return <Showcase group="demoComponents" page="pagination" source={source} examples={examples} />;
}
