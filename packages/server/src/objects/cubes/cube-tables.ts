export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hex = (id: string) => {
  if (!uuidPattern.test(id)) throw new Error(`not a cube id: ${id}`);
  return id.toLowerCase().replaceAll('-', '');
};
/** The facts table: one row per leaf coordinate, `d_<i>` member ids, `m_<j>` values. */
export const factTable = (id: string) => `cube_${hex(id)}`;
/** Old cells of each change (`change_id`, `existed`), for undo. */
export const histTable = (id: string) => `cube_${hex(id)}_hist`;
export const dimColumn = (index: number) => `d_${index}`;
export const measureColumn = (index: number) => `m_${index}`;

/** The warehouse tables of a new cube. */
export function createCubeTablesSql(id: string, dimensions: number, measures: number): string[] {
  const dims = Array.from({ length: dimensions }, (_, i) => `${dimColumn(i)} BIGINT NOT NULL`);
  const values = Array.from({ length: measures }, (_, j) => `${measureColumn(j)} DOUBLE`);
  return [
    `CREATE TABLE ${factTable(id)} (${[...dims, ...values].join(', ')})`,
    `CREATE TABLE ${histTable(id)} (change_id VARCHAR NOT NULL, existed BOOLEAN NOT NULL, ${[...dims, ...values].join(', ')})`,
  ];
}
