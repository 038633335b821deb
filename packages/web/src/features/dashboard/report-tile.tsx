import { HolderOutlined, MoreOutlined } from '@ant-design/icons';
import type { DashboardTilesAnswer } from '@cubus/shared';
import { dashboardTilePaths, tileWidths } from '@cubus/shared/route-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { type CSSProperties, type PointerEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAggregateWords } from '../../components/grid/aggregate-words';
import { Notice } from '../../components/notice';
import { type ChartKind, chartDescription } from '../../components/report-chart/chart-description';
import { callRoute } from '../../lib/api-client';
import { defaultLanguage, isLanguage } from '../../lib/i18n';
import { useLayoutStore } from '../../lib/layout-store';
import { pathFor } from '../../lib/routes';
import { useElementWidth } from '../../lib/use-element-width';
import { shortcutChange, type TileChange } from './tile-arrangement';

type Tile = DashboardTilesAnswer['tiles'][number];

const chartHeight = 280;
/** Widths are asked for in steps: a tile dragged wider asks for a few drawings, not one per pixel. */
const widthStep = 40;

/**
 * The report's chart as of now, drawn by the server as SVG at the tile's width (so the dashboard
 * loads no chart library) and drawn again every minute; shown as an image named after the report.
 */
function TileChart({ tile }: { tile: Tile }) {
  const { t, i18n } = useTranslation();
  const dark = useLayoutStore((s) => s.skin === 'dark');
  const [host, measured] = useElementWidth();
  const width = Math.max(120, Math.round(measured / widthStep) * widthStep);
  const locale = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const aggregates = useAggregateWords();
  const drawn = useQuery({
    queryKey: ['dashboard', 'tile-chart', tile.reportId, tile.chart, width, dark, locale, aggregates],
    queryFn: ({ signal }) =>
      callRoute(
        dashboardTilePaths.chart,
        { reportId: tile.reportId, width, height: chartHeight, dark, locale, aggregates },
        { showErrorToast: false, signal },
      ),
    enabled: measured > 0 && tile.chart !== 'table',
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    retry: false,
  });
  const svg = drawn.data?.svg;
  const describedBy = useId();
  return (
    <div ref={host} className="pinned-tile__chart">
      {tile.chart === 'table' ? (
        <p className="muted">{t('dashboard.pinned.tableReport')}</p>
      ) : drawn.isError ? (
        <Notice type="error">{t('dashboard.pinned.failed')}</Notice>
      ) : svg ? (
        <>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('pivot.chart.of', { title: tile.title })}
            aria-describedby={describedBy}
            width={width}
            height={chartHeight}
          />
          <p id={describedBy} className="visually-hidden">
            {chartDescription(t, {
              kind: tile.chart as ChartKind,
              title: tile.title,
              categories: drawn.data?.categories ?? 0,
              series: drawn.data?.series ?? [],
            })}
          </p>
        </>
      ) : svg === null ? (
        <p className="muted">{t('dashboard.pinned.noValues')}</p>
      ) : (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      )}
    </div>
  );
}

/**
 * One pinned report: its title linking to it, its chart, a menu and shortcuts to move and resize it,
 * its header to drag it to another place and its right edge to drag it wider or narrower.
 */
export function ReportTile({
  tile,
  index,
  count,
  columnWidth,
  onChange,
  onDragFrom,
  onDropAt,
}: {
  tile: Tile;
  index: number;
  count: number;
  /** One column of the dashboard's grid, in pixels: how far a drag of the edge goes for one step. */
  columnWidth: () => number;
  onChange: (change: TileChange, live?: boolean) => void;
  onDragFrom: (index: number) => void;
  onDropAt: (index: number) => void;
}) {
  const { t } = useTranslation();
  const heading = useId();
  const resizing = useRef<{ x: number; width: number } | null>(null);
  const items = [
    { key: 'left', label: t('dashboard.pinned.moveLeft'), disabled: index === 0 },
    { key: 'right', label: t('dashboard.pinned.moveRight'), disabled: index === count - 1 },
    { key: 'wider', label: t('dashboard.pinned.wider'), disabled: tile.width >= tileWidths.max },
    { key: 'narrower', label: t('dashboard.pinned.narrower'), disabled: tile.width <= tileWidths.min },
    { key: 'unpin', label: t('dashboard.pinned.unpin'), danger: true },
  ];
  const changeOf: Record<string, TileChange> = {
    left: { kind: 'move', to: index - 1 },
    right: { kind: 'move', to: index + 1 },
    wider: { kind: 'width', width: tile.width + 1 },
    narrower: { kind: 'width', width: tile.width - 1 },
    unpin: { kind: 'unpin' },
  };
  const widthAt = (event: PointerEvent) => {
    const start = resizing.current;
    return start
      ? start.width + Math.round((event.clientX - start.x) / Math.max(1, columnWidth()))
      : tile.width;
  };
  return (
    <section
      className="pinned-tile"
      aria-labelledby={heading}
      style={{ '--tile-span': tile.width } as CSSProperties}
      data-testid="pinned-tile"
      onKeyDown={(event) => {
        const change = shortcutChange(event, index, tile.width);
        if (!change) return;
        event.preventDefault();
        onChange(change);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDropAt(index);
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging by the mouse; the tile's menu and Alt+arrows do the same from the keyboard */}
      <header
        className="pinned-tile__head"
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', tile.title);
          onDragFrom(index);
        }}
      >
        <HolderOutlined aria-hidden className="pinned-tile__grip" />
        <h3 id={heading}>
          <Link to={`${pathFor('cubus-reports')}?report=${encodeURIComponent(tile.reportId)}`}>
            {tile.title}
          </Link>
        </h3>
        <Dropdown
          trigger={['click']}
          autoFocus
          menu={{ items, onClick: ({ key }) => changeOf[key] && onChange(changeOf[key]) }}
        >
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined aria-hidden />}
            aria-label={t('dashboard.pinned.arrange', { title: tile.title })}
            aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowLeft Alt+Shift+ArrowRight"
          />
        </Dropdown>
      </header>
      <div className="pinned-tile__body">
        <TileChart tile={tile} />
      </div>
      <div
        className="pinned-tile__edge"
        aria-hidden
        data-testid="tile-edge"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          resizing.current = { x: event.clientX, width: tile.width };
        }}
        onPointerMove={(event) => {
          if (resizing.current && widthAt(event) !== tile.width)
            onChange({ kind: 'width', width: widthAt(event) }, true);
        }}
        onPointerUp={(event) => {
          if (!resizing.current) return;
          onChange({ kind: 'width', width: widthAt(event) });
          resizing.current = null;
        }}
      />
    </section>
  );
}
