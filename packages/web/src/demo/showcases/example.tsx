import { Button, Card } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeRegion } from './code-region';

/**
 * One live example of a showcase with the code that draws it in a collapsible block below: the
 * code is the `// #region <region>` of the page's own source (imported with `?raw`).
 */
export function Example({
  title,
  source,
  region,
  children,
}: {
  title: string;
  source: string;
  region: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  const codeId = useId();
  return (
    <Card
      title={<h2 className="demo-example__title">{title}</h2>}
      className="demo-example"
      extra={
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={codeId}
          aria-label={t('showcase.codeOf', { title })}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t('showcase.hideCode') : t('showcase.showCode')}
        </Button>
      }
    >
      <div className="demo-example__live">{children}</div>
      <section id={codeId} hidden={!open} aria-label={t('showcase.codeOf', { title })}>
        {/* Long lines scroll sideways: focusable, so a keyboard can scroll it too (axe's scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus */}
        <pre className="demo-code" tabIndex={0}>
          <code>{codeRegion(source, region)}</code>
        </pre>
      </section>
    </Card>
  );
}
