import { DownOutlined, ProfileOutlined, RightOutlined } from '@ant-design/icons';
import type { Column, FieldInfo, QryRow } from '@cubus/shared';
import { Button, Checkbox } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { CellValue } from './cell-value';
import { controlsWidth, groupWidth } from './grid-header';
import type { GroupLine } from './grouped-rows';

export interface GroupLineProps {
  line: GroupLine;
  index: number;
  id: string;
  style: React.CSSProperties;
  active: boolean;
  /** Group fields and aggregates, as the grouped select answers them. */
  columns: Column[];
  /** A group field's description (how its values are said); none for an aggregate. */
  fieldOf: (name: string) => FieldInfo | undefined;
  groups: string[];
  /** The visible fields that are not group fields, with their widths: the rows' own columns. */
  detail: { name: string; width: number }[];
  selected: boolean;
  language: string;
  t: TFunction;
  onToggle: (key: string) => void;
  onMore: (key: string) => void;
  onSelect: (row: QryRow) => void;
  /** Opens a row; without it (an object without `get`) rows have no open button. */
  onOpen: ((row: QryRow) => void) | undefined;
  openTitle: string;
  openLabel: (n: number) => string;
  /** A row's own cells: their content (the value, or its editor), whether and how they are edited. */
  cell: {
    content: (row: QryRow, field: string) => ReactNode;
    editable: (row: QryRow, field: string) => boolean;
    onEdit: (row: QryRow, field: string) => void;
  };
}

/** "North / P1", the values a group is named by, for its expand button. */
function groupName(row: QryRow, groups: string[], level: number, t: TFunction): string {
  return groups
    .slice(0, level)
    .map((field) => {
      const value = row[field];
      if (value === null || value === undefined) return t('grid.emptyValue');
      return typeof value === 'boolean' ? t(value ? 'grid.yes' : 'grid.no') : String(value);
    })
    .join(' / ');
}

/** One line of a grouped grid: a group row with its aggregates, a row inside a group, or its status. */
export function GroupLineRow(props: GroupLineProps) {
  const { line, columns, groups, detail, t, language } = props;
  const activeClass = props.active ? ' is-active' : '';
  const common = { id: props.id, 'aria-rowindex': props.index + 2, style: props.style };
  const indent = {
    paddingInlineStart: 4 + 12 * Math.max(0, ('level' in line ? line.level : line.group.level) - 1),
  };

  if (line.kind === 'group') {
    const { group } = line;
    const name = groupName(group.row, groups, group.level, t);
    return (
      <tr
        {...common}
        className={`grid-row grid-row--group grid-row--level-${group.level}${activeClass}`}
        data-testid={group.level === 0 ? 'grid-total-row' : 'grid-group-row'}
      >
        <td className="grid-cell grid-cell--controls" style={{ width: controlsWidth, ...indent }}>
          {group.level === 0 ? (
            t('grid.total')
          ) : (
            <Button
              size="small"
              type="text"
              icon={line.expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
              aria-expanded={line.expanded}
              aria-label={t(line.expanded ? 'grid.collapseGroup' : 'grid.expandGroup', { group: name })}
              onClick={() => props.onToggle(group.key)}
            />
          )}
        </td>
        {columns.map((column) => {
          const groupIndex = groups.indexOf(column.name);
          const hidden = groupIndex >= 0 && groupIndex >= group.level;
          return (
            <td
              key={column.name}
              className="grid-cell"
              style={{ width: groupWidth }}
              data-field={column.name}
            >
              {hidden ? (
                ''
              ) : (
                <CellValue
                  value={group.row[column.name]}
                  field={props.fieldOf(column.name) ?? column}
                  language={language}
                  t={t}
                />
              )}
            </td>
          );
        })}
        {detail.map((field) => (
          <td key={field.name} className="grid-cell" style={{ width: field.width }} />
        ))}
      </tr>
    );
  }

  if (line.kind === 'row') {
    const { row } = line;
    const deleted = row.deleted !== null && row.deleted !== undefined;
    return (
      <tr
        {...common}
        aria-selected={props.selected}
        className={`grid-row grid-row--detail${activeClass}${props.selected ? ' is-selected' : ''}${deleted ? ' is-deleted' : ''}`}
        data-testid="grid-detail-row"
      >
        <td className="grid-cell grid-cell--controls" style={{ width: controlsWidth, ...indent }}>
          <Checkbox
            aria-label={t('grid.selectRow', { n: props.index + 1 })}
            checked={props.selected}
            onChange={() => props.onSelect(row)}
          />
          {props.onOpen && (
            <Button
              size="small"
              type="text"
              icon={<ProfileOutlined aria-hidden />}
              aria-label={props.openLabel(props.index + 1)}
              title={props.openTitle}
              onClick={() => props.onOpen?.(row)}
            />
          )}
        </td>
        {columns.map((column) => (
          <td key={column.name} className="grid-cell" style={{ width: groupWidth }} data-field={column.name}>
            {groups.includes(column.name) && (
              <CellValue
                value={row[column.name]}
                field={props.fieldOf(column.name) ?? column}
                language={language}
                t={t}
              />
            )}
          </td>
        ))}
        {detail.map((field) => (
          <td
            key={field.name}
            className={`grid-cell${props.cell.editable(row, field.name) ? ' is-editable' : ''}`}
            style={{ width: field.width }}
            data-field={field.name}
            onDoubleClick={() => props.cell.onEdit(row, field.name)}
          >
            {props.cell.content(row, field.name)}
          </td>
        ))}
      </tr>
    );
  }

  return (
    <tr {...common} className={`grid-row grid-row--status${activeClass}`}>
      <td className="grid-cell grid-cell--wide" style={indent}>
        {line.kind === 'more' ? (
          <Button size="small" type="link" onClick={() => props.onMore(line.group.key)}>
            {t('grid.moreRows', { shown: line.shown, total: line.total })}
          </Button>
        ) : (
          t(line.kind === 'failed' ? 'grid.failed' : 'app.loading')
        )}
      </td>
    </tr>
  );
}
