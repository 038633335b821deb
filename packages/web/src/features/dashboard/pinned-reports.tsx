import { useAbility } from '@casl/react';
import type { DashboardTile, DashboardTilesAnswer } from '@cubus/shared';
import { dashboardTilePaths } from '@cubus/shared/route-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppAbility } from '../../lib/abilities';
import { callRoute } from '../../lib/api-client';
import { pathFor } from '../../lib/routes';
import { toastSuccess } from '../../lib/toast';
import { ReportTile } from './report-tile';
import { arranged, type TileChange } from './tile-arrangement';
import './pinned-reports.css';

const tilesKey = ['dashboard', 'tiles'];
const columns = 4;
const keptOf = (answer: DashboardTilesAnswer): DashboardTile[] =>
  answer.tiles.map(({ reportId, width }) => ({ reportId, width }));

/**
 * The reports pinned on the dashboard, as live charts a person arranges: by drag (a tile's header
 * to move it, its right edge to resize it), by its menu, or by Alt+arrows. Each change is kept as
 * the user's own arrangement; admins may make it the domain's default. Its own chunk, loaded after
 * the counters paint: the charts stay out of the dashboard's first visit.
 */
export default function PinnedReports() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const client = useQueryClient();
  const grid = useRef<HTMLDivElement>(null);
  const dragged = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  const answer = useQuery({
    queryKey: tilesKey,
    queryFn: () => callRoute(dashboardTilePaths.tiles, undefined),
  });
  const tiles = answer.data?.tiles ?? [];

  const keep = async (call: Promise<DashboardTilesAnswer>) => client.setQueryData(tilesKey, await call);
  const change = (index: number, next: TileChange, live = false) => {
    const tile = tiles[index];
    if (!answer.data || !tile) return;
    const kept = arranged(keptOf(answer.data), index, next);
    // Shown at once; the server's answer replaces it (a report deleted meanwhile drops out).
    const byId = new Map(tiles.map((shown) => [shown.reportId, shown]));
    client.setQueryData<DashboardTilesAnswer>(tilesKey, {
      personal: true,
      tiles: kept.flatMap((k) => {
        const shown = byId.get(k.reportId);
        return shown ? [{ ...shown, width: k.width }] : [];
      }),
    });
    if (live) return;
    const place = kept.findIndex((k) => k.reportId === tile.reportId);
    setSaid(
      next.kind === 'unpin'
        ? t('dashboard.pinned.unpinned', { title: tile.title })
        : next.kind === 'move'
          ? t('dashboard.pinned.moved', { title: tile.title, place: place + 1, count: kept.length })
          : t('dashboard.pinned.resized', { title: tile.title, width: kept[place]?.width ?? tile.width }),
    );
    void keep(callRoute(dashboardTilePaths.save, { tiles: kept })).catch(() => answer.refetch());
  };

  if (!answer.data) return null;
  return (
    <section className="pinned-reports" aria-labelledby="pinned-reports-title" data-testid="pinned-reports">
      <header className="pinned-reports__head">
        <h2 id="pinned-reports-title">{t('dashboard.pinned.title')}</h2>
        <Space wrap>
          {answer.data.personal && (
            <Button size="small" onClick={() => void keep(callRoute(dashboardTilePaths.reset, {}))}>
              {t('dashboard.pinned.reset')}
            </Button>
          )}
          {ability.can('manage', 'Admin') && tiles.length > 0 && (
            <Button
              size="small"
              onClick={() =>
                void keep(callRoute(dashboardTilePaths.saveDefault, { tiles: keptOf(answer.data) })).then(
                  () => toastSuccess(t('dashboard.pinned.madeDefault')),
                )
              }
            >
              {t('dashboard.pinned.makeDefault')}
            </Button>
          )}
        </Space>
      </header>
      {tiles.length === 0 ? (
        <p className="muted">
          {t('dashboard.pinned.none')}{' '}
          <Link to={pathFor('cubus-reports')}>{t('dashboard.pinned.openReports')}</Link>
        </p>
      ) : (
        <>
          <p className="muted pinned-reports__hint">{t('dashboard.pinned.shortcuts')}</p>
          <div className="pinned-reports__grid" ref={grid}>
            {tiles.map((tile, index) => (
              <ReportTile
                key={tile.reportId}
                tile={tile}
                index={index}
                count={tiles.length}
                columnWidth={() => (grid.current?.clientWidth ?? 0) / columns}
                onChange={(next, live) => change(index, next, live)}
                onDragFrom={(from) => {
                  dragged.current = from;
                }}
                onDropAt={(to) => {
                  if (dragged.current !== null && dragged.current !== to)
                    change(dragged.current, { kind: 'move', to });
                  dragged.current = null;
                }}
              />
            ))}
          </div>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
