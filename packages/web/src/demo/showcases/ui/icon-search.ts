/** An icon's component name as its file name: "ArrowDownAZ" → "arrow-down-a-z". */
export function kebabName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/**
 * The icons matching `query` (in either spelling, any case) and the names of page `page` of them.
 * @example iconPage(['Bell', 'BellOff', 'Sun'], 'bell', 1, 1) // { names: ['Bell'], total: 2 }
 */
export function iconPage(
  names: readonly string[],
  query: string,
  page: number,
  size: number,
): { names: string[]; total: number } {
  const wanted = query
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '');
  const matching = wanted ? names.filter((name) => name.toLowerCase().includes(wanted)) : names;
  const start = (Math.max(1, page) - 1) * size;
  return { names: matching.slice(start, start + size), total: matching.length };
}
