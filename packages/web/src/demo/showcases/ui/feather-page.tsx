import { Input, Pagination } from 'antd';
import { icons } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import { toastSuccess } from '../../../lib/toast';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './feather-page.tsx?raw';
import { iconPage, kebabName } from './icon-search';

const pageSize = 48;
const allNames = Object.keys(icons);

// #region grid
function IconGrid() {
  const { t } = useTranslation('demo');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // Only one page of icons is drawn at a time, never the whole set of more than a thousand.
  const { names, total } = iconPage(allNames, useDeferredValue(query), page, pageSize);
  return (
    <>
      <Input.Search
        aria-label={t('ui.searchIcons')}
        placeholder={t('ui.searchIcons')}
        allowClear
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
      />
      <p aria-live="polite">{t('ui.iconCount', { count: total })}</p>
      <ul className="demo-icon-grid">
        {names.map((name) => {
          const Icon = icons[name as keyof typeof icons];
          return (
            <li key={name}>
              <button
                type="button"
                className="demo-icon-tile"
                onClick={async () => {
                  await copyText(kebabName(name));
                  toastSuccess(t('ui.iconCopied', { name: kebabName(name) }));
                }}
              >
                <Icon aria-hidden size={24} />
                <span>{kebabName(name)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Pagination
        current={page}
        total={total}
        pageSize={pageSize}
        showSizeChanger={false}
        onChange={setPage}
        simple
      />
    </>
  );
}
// #endregion

const examples: ShowcaseExample[] = [['grid', IconGrid]];

/** /ui/feather: the icon set (lucide, Feather's heir), searchable, a page at a time; a click copies the name. */
export function Component() {
  return <Showcase group="demoUi" page="feather" source={source} examples={examples} />;
}
