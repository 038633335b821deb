import { Card, Col, Collapse, Row } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { sourceOf } from './example-source';
import './forms.css';

/** A live example: its name (the function written in its module) and what it draws. */
export interface Example {
  name: string;
  Component: ComponentType;
}

/** An example at work, its code folded under it, as the template showed them. */
export function ExampleCard({ title, code, children }: { title: string; code: string; children: ReactNode }) {
  const { t } = useTranslation('demo');
  return (
    <Card className="demo-example" title={<h2 className="demo-example__title">{title}</h2>}>
      <div className="demo-example__live">{children}</div>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'code',
            label: t('forms.showCode'),
            children: (
              <section
                className="demo-example__code"
                aria-label={t('forms.codeOf', { title })}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
                tabIndex={0}
              >
                <pre>
                  <code>{code}</code>
                </pre>
              </section>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * A form element's page (SPEC §2 forms): its examples, each named by `forms.<page>.<example>`, with
 * its code read from `source`, the module's own text.
 */
export function ExamplesPage({
  page,
  source,
  examples,
}: {
  page: string;
  source: string;
  examples: Example[];
}) {
  const { t } = useTranslation('demo');
  const title = t(`forms.${page}.title`);
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('forms.area')]} />
      <Row gutter={[16, 16]}>
        {examples.map(({ name, Component }) => (
          <Col key={name} xs={24} xl={12}>
            <ExampleCard title={t(`forms.${page}.${name}`)} code={sourceOf(source, name)}>
              <Component />
            </ExampleCard>
          </Col>
        ))}
      </Row>
    </>
  );
}
