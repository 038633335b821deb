/** The template's colours (SPEC §9 colour options), for series. */
export const chartColours = {
  primary: '#7367f0',
  success: '#28c76f',
  warning: '#ff9f43',
  danger: '#ea5455',
  info: '#00cfe8',
} as const;

/** The chart's figures as a table, for screen readers (the canvas says nothing to them). */
export interface ChartTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A chart's figures, hidden from sight: what a screen reader reads instead of the drawing. */
export function FiguresTable({ table }: { table: ChartTable }) {
  return (
    <table className="visually-hidden">
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(([head, ...cells]) => (
          <tr key={head}>
            <th scope="row">{head}</th>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns.
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
