import { csvLine, exportCell, type PivotAnswer, pivotCell, spreadsheetFormat } from '@cubus/shared';
import { shownFormat } from './pivot-format';
import type { PivotLayout } from './pivot-layout';
import type { NumberFormat } from './pivot-state';

/** One exported cell: a label (text) or a value (a number, null when empty). */
export type ExportCell = string | number | null;

export interface ExportSheet {
  rows: ExportCell[][];
  /** How many leading lines are column headers, and leading columns row labels. */
  headerRows: number;
  labelColumns: number;
  /** Header runs to merge: [line, first column, last column] (0-based, in `rows`). */
  merges: [number, number, number][];
  /** Each column's spreadsheet number format (null: a label column), as the pivot shows its values. */
  numberFormats: (string | null)[];
}

/**
 * The pivot as a sheet, the way it is laid out on screen: column header lines (runs merged), the
 * measure line, then one line per row with its labels (indented by depth) and values; each value
 * column keeps its measure's number format (or the pivot's, when it overrides them).
 */
export function exportSheetOf(
  answer: PivotAnswer,
  layout: PivotLayout,
  words: { total: string; measureTitle: (name: string) => string },
  format: NumberFormat = 'auto',
): ExportSheet {
  const labelColumns = Math.max(answer.rowDims.length, 1);
  const blank = (): ExportCell[] => Array.from({ length: labelColumns }, () => '');
  const merges: [number, number, number][] = [];
  const rows: ExportCell[][] = layout.headerLines.map((line, d) => {
    const out = blank();
    out[labelColumns - 1] = answer.columnDims[d] ?? '';
    line.forEach((cell, k) => {
      if (cell.first && cell.span > 1) merges.push([d, labelColumns + k, labelColumns + k + cell.span - 1]);
      out.push(cell.first ? (cell.member?.name ?? (cell.total ? words.total : '')) : '');
    });
    return out;
  });
  const measureLine = blank();
  answer.rowDims.forEach((dim, i) => {
    measureLine[i] = dim;
  });
  for (const { m } of layout.leafColumns)
    measureLine.push(words.measureTitle(answer.measures[m]?.caption ?? answer.measures[m]?.name ?? ''));
  rows.push(measureLine);
  layout.rowLabels.forEach((labels, r) => {
    const out: ExportCell[] = labels.map((label) =>
      label.member ? `${'  '.repeat(label.depth)}${label.member.name}` : label.total ? words.total : '',
    );
    while (out.length < labelColumns) out.push('');
    for (const { c, m } of layout.leafColumns) out.push(pivotCell(answer, r, c, m));
    rows.push(out);
  });
  const numberFormats = [
    ...Array.from({ length: labelColumns }, () => null),
    ...layout.leafColumns.map(({ m }) => {
      const measure = answer.measures[m];
      return spreadsheetFormat(shownFormat(format, measure?.format), measure?.decimals ?? null);
    }),
  ];
  return { rows, headerRows: layout.headerLines.length + 1, labelColumns, merges, numberFormats };
}

/**
 * RFC 4180 CSV of a sheet (numbers unformatted, so spreadsheets read them as numbers; a label
 * that would start a formula defused).
 */
export function csvOf(sheet: ExportSheet): string {
  return sheet.rows.map(csvLine).join('');
}

/** The sheet as an XLSX workbook: bold, frozen headers and labels, merged header runs, formatted values. */
export async function xlsxOf(sheet: ExportSheet, name: string): Promise<Blob> {
  // exceljs is large: loaded only when someone exports.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(name.slice(0, 31) || 'Pivot', {
    views: [{ state: 'frozen', xSplit: sheet.labelColumns, ySplit: sheet.headerRows }],
  });
  for (const row of sheet.rows) ws.addRow(row.map(exportCell));
  for (const [line, from, to] of sheet.merges) ws.mergeCells(line + 1, from + 1, line + 1, to + 1);
  for (let r = 1; r <= sheet.headerRows; r++) ws.getRow(r).font = { bold: true };
  sheet.numberFormats.forEach((numFmt, c) => {
    if (numFmt) ws.getColumn(c + 1).numFmt = numFmt;
  });
  for (let c = 1; c <= sheet.labelColumns; c++) {
    ws.getColumn(c).font = { bold: true };
    ws.getColumn(c).width = 24;
  }
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
