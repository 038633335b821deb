import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { Example } from './example';

export type ShowcaseGroup = 'demoCards' | 'demoComponents' | 'demoExtensions' | 'demoUi' | 'demoLayouts';

/** A showcase page: titled as its menu entry, its examples side by side as the width allows. */
export function ShowcasePage({
  group,
  page,
  children,
}: {
  group: ShowcaseGroup;
  page: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`menu.${group}.${page}`);
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} trail={[t('demo:area'), t(`menu.${group}.title`)]} />
      <div className="demo-examples">{children}</div>
    </>
  );
}

/** An example of a showcase: `[region, Live]`, titled `showcase.examples.<region>`. */
export type ShowcaseExample = [region: string, Live: ComponentType];

/** A showcase page made of examples, each showing the code of its `// #region <region>` in `source`. */
export function Showcase({
  group,
  page,
  source,
  examples,
}: {
  group: ShowcaseGroup;
  page: string;
  source: string;
  examples: ShowcaseExample[];
}) {
  const { t } = useTranslation('demo');
  return (
    <ShowcasePage group={group} page={page}>
      {examples.map(([region, Live]) => (
        <Example key={region} title={t(`showcase.examples.${region}`)} source={source} region={region}>
          <Live />
        </Example>
      ))}
    </ShowcasePage>
  );
}
