import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './image-page.tsx?raw';

/** A picture drawn here (no request leaves the console): a coloured card with its number. */
const picture = (colour: string, number: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${colour}"/><text x="160" y="115" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${number}</text></svg>`,
  )}`;
const pictures = ['#4338ca', '#047857', '#b91c1c'].map((colour, index) => picture(colour, index + 1));

// #region preview
function PreviewGroup() {
  const { t } = useTranslation('demo');
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {pictures.map((src, index) => (
          <Image key={src} width={120} src={src} alt={t('showcase.picture', { number: index + 1 })} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
// #endregion

// #region fallback
function BrokenImage() {
  const { t } = useTranslation('demo');
  return (
    <Image
      width={160}
      src="/no-such-picture.png"
      fallback={picture('#4b5563', 0)}
      alt={t('showcase.fallback')}
      preview={false}
    />
  );
}
// #endregion

/** /components/image: pictures that open in a preview (arrows move between them), and a fallback. */
const examples: ShowcaseExample[] = [
  ['preview', PreviewGroup],
  ['fallback', BrokenImage],
];

export function Component() {
  return <Showcase group="demoComponents" page="image" source={source} examples={examples} />;
}
