import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { useLayoutStore } from '../../lib/layout-store';
import { type ChartTable, FiguresTable } from '../chart-figures-table';
import { formatMonth, formatPercent } from '../demo-format';
import { chartYear, type FigureWords, figureTables } from './chart-figures';
import './charts.css';

/** The chart pages' words in the console's language: month names, series names, money and shares. */
export function useFigureTables() {
  const { t, i18n } = useTranslation('demo');
  const words: FigureWords = {
    months: Array.from({ length: 12 }, (_, month) =>
      formatMonth(`${chartYear}-${String(month + 1).padStart(2, '0')}-01`),
    ),
    name: (key) => t(`charts.names.${key}`),
    money: (thousands) =>
      new Intl.NumberFormat(i18n.language, {
        style: 'currency',
        currency: 'USD',
        notation: 'compact',
      }).format(thousands * 1000),
    percent: formatPercent,
    captions: {
      monthly: t('charts.monthly', { year: chartYear }),
      profit: t('charts.profit', { year: chartYear }),
      channels: t('charts.channels'),
      scores: t('charts.scores'),
    },
    columns: {
      month: t('charts.columns.month'),
      channel: t('charts.columns.channel'),
      share: t('charts.columns.share'),
      quality: t('charts.columns.quality'),
    },
  };
  return { words, tables: figureTables(words) };
}

/** The skin's colours for a chart's text and grid lines: the libraries draw on canvas or SVG, not with CSS. */
export function useChartSkin() {
  const dark = useLayoutStore((s) => s.skin === 'dark');
  return dark
    ? { dark, text: '#d0d2d6', grid: 'rgba(208, 210, 214, 0.16)' }
    : { dark, text: '#5e5873', grid: 'rgba(94, 88, 115, 0.16)' };
}

/** One chart in a card whose heading names it. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col xs={24} lg={12}>
      <Card className="demo-chart-card" title={<h2 className="demo-chart-card__title">{title}</h2>}>
        {children}
      </Card>
    </Col>
  );
}

/** A drawing hidden from screen readers, which read its figures from the table instead. */
export function ChartFigure({
  table,
  testId,
  children,
}: {
  table: ChartTable;
  testId: string;
  children: ReactNode;
}) {
  return (
    <figure className="demo-chart-card__figure" data-testid={testId}>
      <div className="demo-chart-card__canvas" aria-hidden="true">
        {children}
      </div>
      <FiguresTable table={table} />
    </figure>
  );
}

/** A chart page: its title, the library's name and its charts, two a row on a wide screen. */
export function ChartsPage({ library, children }: { library: string; children: ReactNode }) {
  const { t } = useTranslation('demo');
  const title = t('charts.title', { library });
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} trail={[t('area'), t('charts.area')]} />
      <p>{t('charts.intro')}</p>
      <Row gutter={[16, 16]}>{children}</Row>
    </>
  );
}
