import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './aspect-page.tsx?raw';

// #region ratios
function AspectRatios() {
  return (
    <div className="demo-examples">
      {['16 / 9', '4 / 3', '1 / 1'].map((ratio) => (
        <div key={ratio} className="demo-ratio" style={{ aspectRatio: ratio }}>
          {ratio}
        </div>
      ))}
    </div>
  );
}
// #endregion

// #region content
function AspectWithContent() {
  const { t } = useTranslation('demo');
  return (
    <div className="demo-ratio" style={{ aspectRatio: '21 / 9', padding: 16 }}>
      <p>{t('showcase.sentence')}</p>
    </div>
  );
}
// #endregion

/** /components/aspect: boxes that keep their ratio at any width. */
const examples: ShowcaseExample[] = [
  ['ratios', AspectRatios],
  ['content', AspectWithContent],
];

export function Component() {
  return <Showcase group="demoComponents" page="aspect" source={source} examples={examples} />;
}
