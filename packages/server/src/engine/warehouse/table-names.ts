import { uuidPattern } from '../../lib/uuid';
import type { CubeShape } from './cubes';

/*
 * The names of the tables and columns the server makes in the warehouse, the same on every engine:
 * each made from a server-made uuid or index only, so they never need quoting.
 */

/** The warehouse table of a reference's members. */
export function refTable(id: string): string {
  if (!uuidPattern.test(id)) throw new Error(`not a reference id: ${id}`);
  return `ref_${id.toLowerCase().replaceAll('-', '')}`;
}

/** The warehouse column of an attribute (names were checked by the shared identifier pattern). */
export const attributeColumn = (name: string) => `"a_${name}"`;

const hex = (id: string) => {
  if (!uuidPattern.test(id)) throw new Error(`not a cube id: ${id}`);
  return id.toLowerCase().replaceAll('-', '');
};

/**
 * A cube's facts table: `d_<i>` member ids, then each measure's columns (`m_<j>`, and `n_<j>` for
 * an average: engine/compiler/measures.ts), as each engine keeps them.
 */
export const factTable = (id: string) => `cube_${hex(id)}`;
/** A cube's undo history: each change's cells under its id. */
export const histTable = (id: string) => `cube_${hex(id)}_hist`;
/** The facts' column of dimension `index`: its member's id. */
export const dimColumn = (index: number) => `d_${index}`;
/** The members table of the cube's dimension `index`. */
export const dimRefTable = (cube: CubeShape, index: number) => refTable(cube.dimensions[index]?.refId ?? '');
