import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './embed-page.tsx?raw';

// #region frame
/** A page made here, so the example never reaches the internet (the console allows no other origin). */
function localPage(heading: string, text: string): string {
  return `<!doctype html><html><body style="font-family:system-ui;margin:0;display:grid;place-items:center;height:100vh;background:#312e81;color:#fff"><main><h1>${heading}</h1><p>${text}</p></main></body></html>`;
}

function EmbeddedPage() {
  const { t } = useTranslation('demo');
  return (
    <iframe
      title={t('showcase.embedTitle')}
      srcDoc={localPage(t('showcase.embedTitle'), t('showcase.sentence'))}
      style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 8 }}
    />
  );
}
// #endregion

// #region svg
const chart = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#e0e7ff"/><polyline fill="none" stroke="#4338ca" stroke-width="4" points="0,80 40,50 80,60 120,20 160,30"/></svg>`;

function EmbeddedSvg() {
  const { t } = useTranslation('demo');
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(chart)}`}
      alt={t('showcase.chartAlt')}
      style={{ width: '100%', aspectRatio: '16 / 9' }}
    />
  );
}
// #endregion

/** /components/embed: a page and a picture embedded at 16:9, both made in the browser. */
const examples: ShowcaseExample[] = [
  ['frame', EmbeddedPage],
  ['svg', EmbeddedSvg],
];

export function Component() {
  return <Showcase group="demoComponents" page="embed" source={source} examples={examples} />;
}
