import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import {
  formatNumber,
  type NumberFormatSpec,
  type PivotAnswer,
  type PivotMember,
  pivotCell,
} from '@cubus/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { shownFormat } from './pivot-format';
import type { LeafColumn, RowLabel } from './pivot-layout';
import type { Axis, NumberFormat } from './pivot-state';

export const rowHeight = 32;
export const columnWidth = 128;
export const labelWidth = 180;

/** What a row asks of its grid; one stable object, so a row re-renders only when its own data changes. */
export interface RowActions {
  toggle: (axis: Axis, index: number, member: PivotMember) => void;
  activate: (r: number, k: number) => void;
  /** A press on a cell: it becomes the active one and, with `extend` (Shift), the end of the range. */
  pick: (r: number, k: number, extend: boolean) => void;
  /** The pointer, pressed, enters a cell: the range stretches to it. */
  drag: (r: number, k: number) => void;
  open: (r: number, k: number) => void;
  type: (text: string) => void;
  commit: () => void;
  cancel: () => void;
}

/** A member's drill button: down into its children, or up again. */
export function DrillToggle({
  member,
  onToggle,
}: {
  member: PivotMember | null;
  onToggle: (member: PivotMember) => void;
}) {
  const { t } = useTranslation();
  if (!member || member.leaf) return null;
  return (
    <button
      type="button"
      className="pivot-grid__toggle"
      aria-expanded={member.expanded}
      aria-label={t(member.expanded ? 'pivot.drillUp' : 'pivot.drillDown', { name: member.name })}
      onClick={() => onToggle(member)}
    >
      {member.expanded ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
    </button>
  );
}

export const labelStyle = (i: number, width: number) => ({ width, insetInlineStart: i * labelWidth });

/**
 * One body row of the pivot: its labels (sticky at the start) and the value cells of the columns
 * in view (`from`..`to`). Memoised: scrolling re-renders only the rows that come into view.
 */
export const PivotRow = memo(function PivotRow(props: {
  r: number;
  start: number;
  width: number;
  ariaRow: number;
  total: boolean;
  labels: RowLabel[];
  rowDims: string[];
  /** The answer the row reads its cells from (`pivotCell`). */
  answer: Pick<PivotAnswer, 'cells' | 'measures' | 'columns'>;
  leafColumns: LeafColumn[];
  from: number;
  to: number;
  leftPad: number;
  /** The active column when this row holds the active cell, else -1; the same for the editor. */
  activeK: number;
  /** The picked range's columns when it covers this row, else -1. */
  pickFrom: number;
  pickTo: number;
  editingK: number;
  editingText: string;
  format: NumberFormat;
  /** The answer's measures: with the format `auto`, a value shows in its measure's own format and decimals. */
  measures: { format?: NumberFormatSpec | undefined; decimals?: number | null }[];
  actions: RowActions;
}) {
  const { t, i18n } = useTranslation();
  const { r, actions } = props;
  const labelCount = Math.max(props.rowDims.length, 1);
  const cells = [];
  for (let k = props.from; k <= props.to; k++) {
    const leaf = props.leafColumns[k];
    const value = leaf ? pivotCell(props.answer, r, leaf.c, leaf.m) : null;
    const isActive = props.activeK === k;
    const picked = k >= props.pickFrom && k <= props.pickTo && props.pickFrom >= 0;
    cells.push(
      // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's keydown moves the active cell; a click only sets it
      <td
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the WAI-ARIA data grid, selectable and editable
        role="gridcell"
        key={k}
        data-cell={`${r}:${k}`}
        aria-colindex={labelCount + k + 1}
        aria-selected={isActive || picked}
        tabIndex={isActive ? 0 : -1}
        className={`pivot-grid__cell${isActive ? ' is-active' : ''}${picked ? ' is-picked' : ''}`}
        style={
          k === props.from ? { width: columnWidth, marginInlineStart: props.leftPad } : { width: columnWidth }
        }
        onClick={() => actions.activate(r, k)}
        onMouseDown={(event) => {
          if (event.button === 0 && props.editingK !== k) actions.pick(r, k, event.shiftKey);
        }}
        onMouseEnter={(event) => {
          if (event.buttons === 1) actions.drag(r, k);
        }}
        onDoubleClick={() => actions.open(r, k)}
      >
        {props.editingK === k ? (
          <input
            className="pivot-grid__input"
            aria-label={t('pivot.editValue')}
            // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's Enter or double click
            autoFocus
            inputMode="decimal"
            value={props.editingText}
            onChange={(event) => actions.type(event.target.value)}
            onKeyDown={(event) => {
              event.stopPropagation();
              if (event.key === 'Enter') actions.commit();
              if (event.key === 'Escape') actions.cancel();
            }}
            onBlur={actions.cancel}
          />
        ) : (
          formatNumber(
            value,
            shownFormat(props.format, leaf && props.measures[leaf.m]?.format),
            i18n.language,
            leaf ? (props.measures[leaf.m]?.decimals ?? null) : null,
          )
        )}
      </td>,
    );
  }
  return (
    <tr
      aria-rowindex={props.ariaRow}
      className={`pivot-grid__row pivot-grid__body-row${props.total ? ' is-total' : ''}`}
      style={{ transform: `translateY(${props.start}px)`, width: props.width }}
    >
      {props.rowDims.length === 0 ? (
        <th scope="row" className="pivot-grid__label" style={labelStyle(0, labelWidth)}>
          {t('pivot.total')}
        </th>
      ) : (
        props.labels.map((label, i) => (
          <th
            scope="row"
            key={props.rowDims[i]}
            className="pivot-grid__label"
            style={{ ...labelStyle(i, labelWidth), paddingInlineStart: 6 + label.depth * 14 }}
          >
            {!label.repeat && (
              <>
                <DrillToggle member={label.member} onToggle={(m) => actions.toggle('rows', i, m)} />
                <span className="pivot-grid__text">
                  {label.member ? label.member.name : label.total ? t('pivot.total') : ''}
                </span>
              </>
            )}
          </th>
        ))
      )}
      {cells}
    </tr>
  );
});
