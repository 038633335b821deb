import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './carousel-page.tsx?raw';

const slideColours = ['#4338ca', '#047857', '#b91c1c', '#92400e'];

// #region slides
function Slides() {
  const { t } = useTranslation('demo');
  return (
    <Carousel arrows dots draggable>
      {slideColours.map((background, index) => (
        <div key={background}>
          <div className="demo-swatch" style={{ background, minHeight: 180 }}>
            {t('showcase.slide', { number: index + 1 })}
          </div>
        </div>
      ))}
    </Carousel>
  );
}
// #endregion

// #region fade
function FadingSlides() {
  const { t } = useTranslation('demo');
  return (
    // No autoplay: slides that move by themselves need a pause control (WCAG 2.2.2), and text read
    // while it fades is not legible.
    <Carousel effect="fade" arrows dots>
      {slideColours.map((background, index) => (
        <div key={background}>
          <div className="demo-swatch" style={{ background, minHeight: 180 }}>
            {t('showcase.slide', { number: index + 1 })}
          </div>
        </div>
      ))}
    </Carousel>
  );
}
// #endregion

/** /components/carousel: slides with arrows and dots, and fading ones. */
const examples: ShowcaseExample[] = [
  ['slides', Slides],
  ['fade', FadingSlides],
];

export function Component() {
  return <Showcase group="demoComponents" page="carousel" source={source} examples={examples} />;
}
