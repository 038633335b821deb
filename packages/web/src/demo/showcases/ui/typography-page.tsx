import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './typography-page.tsx?raw';

// #region headings
function Headings() {
  const { t } = useTranslation('demo');
  // The page's h1 is its title: the samples start at h2.
  return (
    <>
      {([2, 3, 4, 5] as const).map((level) => (
        <Typography.Title key={level} level={level}>
          {t('ui.heading', { level })}
        </Typography.Title>
      ))}
    </>
  );
}
// #endregion

// #region text
function TextStyles() {
  const { t } = useTranslation('demo');
  const sample = t('showcase.sentence');
  return (
    <Typography>
      <Typography.Paragraph>{sample}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text strong>{t('showcase.marks.bold')}</Typography.Text>,{' '}
        <Typography.Text italic>{t('showcase.marks.italic')}</Typography.Text>,{' '}
        <Typography.Text underline>{t('showcase.marks.underline')}</Typography.Text>,{' '}
        <Typography.Text code>npm run build</Typography.Text>,{' '}
        <Typography.Text keyboard>Ctrl</Typography.Text>,{' '}
        <Typography.Text mark>{t('ui.marked')}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ tooltips: [t('extensions.copy'), t('extensions.copiedShort')] }}>
        {t('ui.copyable')}
      </Typography.Paragraph>
      <Typography.Paragraph ellipsis={{ rows: 1, expandable: true, symbol: t('ui.more') }}>
        {`${sample} ${sample} ${sample} ${sample}`}
      </Typography.Paragraph>
      <blockquote>{t('ui.quote')}</blockquote>
    </Typography>
  );
}
// #endregion

const examples: ShowcaseExample[] = [
  ['headings', Headings],
  ['text', TextStyles],
];

/** /ui/typography: the heading levels and the text styles of the console's type. */
export function Component() {
  return <Showcase group="demoUi" page="typography" source={source} examples={examples} />;
}
