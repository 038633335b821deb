import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './swiper-page.tsx?raw';

const slideColours = ['#4338ca', '#047857', '#b91c1c', '#92400e', '#0e7490'];

// #region navigation
function SwiperWithArrows() {
  const { t } = useTranslation('demo');
  return (
    <Swiper
      modules={[Navigation, Pagination, Keyboard, A11y]}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      a11y={{
        prevSlideMessage: t('showcase.previous'),
        nextSlideMessage: t('showcase.next'),
        paginationBulletMessage: t('extensions.goToSlide'),
      }}
      aria-label={t('showcase.examples.navigation')}
    >
      {slideColours.map((background, index) => (
        <SwiperSlide key={background}>
          <div className="demo-swatch" style={{ background, minHeight: 200 }}>
            {t('showcase.slide', { number: index + 1 })}
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
// #endregion

// #region several
function SeveralPerView() {
  const { t } = useTranslation('demo');
  return (
    <Swiper
      modules={[Pagination, Keyboard, A11y]}
      slidesPerView={2}
      spaceBetween={12}
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      a11y={{ paginationBulletMessage: t('extensions.goToSlide') }}
      aria-label={t('showcase.examples.several')}
    >
      {slideColours.map((background, index) => (
        <SwiperSlide key={background}>
          <div className="demo-swatch" style={{ background }}>
            {t('showcase.slide', { number: index + 1 })}
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['navigation', SwiperWithArrows],
  ['several', SeveralPerView],
];

/** /extensions/swiper: slides moved by arrows, dots, swipes or the keyboard's arrow keys. */
export function Component() {
  return <Showcase group="demoExtensions" page="swiper" source={source} examples={examples} />;
}
