import { ExportOutlined, ProfileOutlined } from '@ant-design/icons';
import type { QryRow } from '@cubus/shared';
import { Button, Checkbox } from 'antd';
import type { TFunction } from 'i18next';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { GroupLineProps } from './grid-group-line';
import { controlsWidth } from './grid-header';

/** The controls of one row in a last column of `width` px (ungrouped rows only). */
export interface RowActions {
  width: number;
  /** The column's header; "Actions" unless given. */
  title?: string;
  /** Fields `render` reads, fetched even when the user hides them (a stable array). */
  fields?: readonly string[];
  render: (row: QryRow) => ReactNode;
}

/** A rectangle of cells: rows by index, columns with 0 the row's controls and then the shown fields. */
export interface CellRange {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface GridRowProps extends Pick<GroupLineProps, 'index' | 'id' | 'style' | 'cell'> {
  row: QryRow;
  /** The visible fields with their widths, in their order. */
  fields: { name: string; width: number }[];
  active: boolean;
  selected: boolean;
  /** The row's own editor screen, when its kind has one. */
  link: string | null | undefined;
  t: TFunction;
  onSelect: () => void;
  /** Opens the row; without it (an object without `get`) the row has no open button. */
  onOpen: (() => void) | undefined;
  openTitle: string;
  openLabel: (n: number) => string;
  actions: RowActions | undefined;
  /** The row's cells as the keyboard and mouse pick them. */
  cells: {
    /** The active cell's column, -1 when the row is not active. */
    active: number;
    /** The picked range, when it covers this row. */
    range: CellRange | null;
    idOf: (column: number) => string;
    onDown: (column: number, event: MouseEvent) => void;
    onDrag: (column: number, event: MouseEvent) => void;
  };
}

/** One row of an ungrouped grid: its controls (select, open, editor link), cells and actions. */
export function GridRow(props: GridRowProps) {
  const { row, index, t } = props;
  const deleted = row.deleted !== null && row.deleted !== undefined;
  const classes = `grid-row${props.active ? ' is-active' : ''}${props.selected ? ' is-selected' : ''}${deleted ? ' is-deleted' : ''}`;
  const { cells } = props;
  /** What marks a cell as picked: the active one, or one inside the range. */
  const picked = (column: number) =>
    `${cells.active === column ? ' is-active-cell' : ''}${cells.range && column >= cells.range.left && column <= cells.range.right ? ' is-in-range' : ''}`;
  const pointer = (column: number) => ({
    id: cells.idOf(column),
    onMouseDown: (event: MouseEvent) => cells.onDown(column, event),
    onMouseEnter: (event: MouseEvent) => cells.onDrag(column, event),
  });
  return (
    <tr
      id={props.id}
      aria-rowindex={index + 2}
      aria-selected={props.selected}
      className={classes}
      style={props.style}
      data-testid="grid-row"
    >
      <td
        className={`grid-cell grid-cell--controls${picked(0)}`}
        style={{ width: controlsWidth }}
        {...pointer(0)}
      >
        <Checkbox
          aria-label={t('grid.selectRow', { n: index + 1 })}
          checked={props.selected}
          onChange={props.onSelect}
        />
        {props.onOpen && (
          <Button
            size="small"
            type="text"
            icon={<ProfileOutlined aria-hidden />}
            aria-label={props.openLabel(index + 1)}
            title={props.openTitle}
            onClick={props.onOpen}
          />
        )}
        {props.link && (
          <Link
            to={props.link}
            aria-label={t('grid.openEditor', { n: index + 1 })}
            className="grid-cell__link"
          >
            <ExportOutlined aria-hidden />
          </Link>
        )}
      </td>
      {props.fields.map(({ name, width }, i) => (
        <td
          key={name}
          className={`grid-cell${props.cell.editable(row, name) ? ' is-editable' : ''}${picked(i + 1)}`}
          style={{ width }}
          data-field={name}
          {...pointer(i + 1)}
          onDoubleClick={() => props.cell.onEdit(row, name)}
        >
          {props.cell.content(row, name)}
        </td>
      ))}
      {props.actions && (
        <td
          className="grid-cell grid-cell--actions"
          style={{ width: props.actions.width }}
          data-testid="row-actions"
        >
          {props.actions.render(row)}
        </td>
      )}
    </tr>
  );
}
