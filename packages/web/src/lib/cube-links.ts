import { pathFor } from './routes';

/** One dimension's member of a cell, by code (as the write-back and the Ribbon name it). */
export interface CellMember {
  dimension: string;
  code: string;
}

/**
 * The address of a cube's screen: its pivot as the user keeps it, a named view of it
 * (`view=<id>`), or the pivot at one cell (`at=<dimension>:<code>`, once per dimension).
 * @example cubeLink(id, { at: [{ dimension: 'region', code: 'North' }] }) // /cubus/cubes?cube=…&at=region%3ANorth
 */
export function cubeLink(cubeId: string, options: { view?: string; at?: CellMember[] } = {}): string {
  const params = new URLSearchParams({ cube: cubeId });
  if (options.view) params.set('view', options.view);
  for (const { dimension, code } of options.at ?? []) params.append('at', `${dimension}:${code}`);
  return `${pathFor('cubus-cubes')}?${params}`;
}

/** The cell a cube's address points at (dimension names hold no colon; a code may). */
export function cellOf(params: URLSearchParams): CellMember[] {
  return params.getAll('at').flatMap((part) => {
    const colon = part.indexOf(':');
    return colon > 0 ? [{ dimension: part.slice(0, colon), code: part.slice(colon + 1) }] : [];
  });
}
