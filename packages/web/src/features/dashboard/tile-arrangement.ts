import type { DashboardTile } from '@cubus/shared';
import { tileWidths } from '@cubus/shared/route-paths';

/** A change a person makes to one tile, by drag, menu or shortcut. */
export type TileChange = { kind: 'move'; to: number } | { kind: 'width'; width: number } | { kind: 'unpin' };

/** The arrangement after `change` to the tile at `index`; widths and places stay in range. */
export function arranged(tiles: DashboardTile[], index: number, change: TileChange): DashboardTile[] {
  const tile = tiles[index];
  if (!tile) return tiles;
  if (change.kind === 'unpin') return tiles.filter((_, at) => at !== index);
  if (change.kind === 'width') {
    const width = Math.min(tileWidths.max, Math.max(tileWidths.min, change.width));
    return tiles.map((kept, at) => (at === index ? { ...kept, width } : kept));
  }
  const to = Math.min(tiles.length - 1, Math.max(0, change.to));
  const rest = tiles.filter((_, at) => at !== index);
  return [...rest.slice(0, to), tile, ...rest.slice(to)];
}

/** The change a keyboard shortcut on a tile asks for: Alt+←/→ moves it, Alt+Shift+←/→ narrows or widens it. */
export function shortcutChange(
  event: { key: string; altKey: boolean; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  index: number,
  width: number,
): TileChange | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
  if (step === 0) return null;
  return event.shiftKey ? { kind: 'width', width: width + step } : { kind: 'move', to: index + step };
}
