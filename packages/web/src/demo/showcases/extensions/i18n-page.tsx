import { Card, Radio, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '../../../lib/i18n';
import { demoNamespace, demoStrings } from '../../demo-strings';
import { Showcase, type ShowcaseExample } from '../showcase-page';
import source from './i18n-page.tsx?raw';

// #region switch
/** The names of the five languages, each in itself. */
const languageNames: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

function LanguageSwitch() {
  const { t, i18n } = useTranslation('demo');
  const [language, setLanguage] = useState<Language>('en');
  const [fixedT, setFixedT] = useState<TFunction>();
  // Only this card changes language: the console keeps the operator's own.
  useEffect(() => {
    let current = true;
    demoStrings
      .ready(language)
      .then(() => current && setFixedT(() => i18n.getFixedT(language, demoNamespace)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [i18n, language]);
  const tl = fixedT ?? t;
  return (
    <Space orientation="vertical" className="demo-full-width">
      <Radio.Group
        aria-label={t('extensions.language')}
        optionType="button"
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        options={languages.map((value) => ({
          value,
          label: <span lang={value}>{languageNames[value]}</span>,
        }))}
      />
      <Card size="small" lang={language}>
        <h3 className="demo-section-title">{tl('extensions.greeting')}</h3>
        <p>{tl('showcase.sentence')}</p>
        <p>{tl('extensions.today', { date: new Date() })}</p>
      </Card>
    </Space>
  );
}
// #endregion

const examples: ShowcaseExample[] = [['switch', LanguageSwitch]];

/** /extensions/i18n: one card switched among the console's five languages, live. */
export function Component() {
  return <Showcase group="demoExtensions" page="i18n" source={source} examples={examples} />;
}
