import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './pagination-nav-page.tsx?raw';

// #region links
function LinkedPages() {
  const { t } = useTranslation('demo');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <nav aria-label={t('showcase.examples.links')}>
      <Pagination
        current={page}
        total={100}
        showSizeChanger={false}
        // Each page is an address: it can be opened in a new tab, bookmarked and gone back to.
        itemRender={(number, type, original) =>
          type === 'page' ? <Link to={`?page=${number}`}>{number}</Link> : original
        }
      />
      <p aria-live="polite">{t('showcase.page', { number: page })}</p>
    </nav>
  );
}
// #endregion

/** /components/pagination-nav: pages that are links (`?page=n`), so the address follows. */
const examples: ShowcaseExample[] = [['links', LinkedPages]];

export function Component() {
  return <Showcase group="demoComponents" page="pagination-nav" source={source} examples={examples} />;
}
