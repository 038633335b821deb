import { PassThrough } from 'node:stream';
import { type Column, csvLine, exportCell } from '@cubus/shared';

/** Writes rows to a stream as they come, page by page, in one format. */
export interface ExportWriter {
  readonly stream: PassThrough;
  readonly contentType: string;
  /** The column names; for a spreadsheet, each column's number format too (null: none). */
  header(columns: Column[], numberFormats?: (string | null)[]): void;
  rows(columns: Column[], rows: Record<string, unknown>[]): Promise<void>;
  end(): Promise<void>;
}

/** Waits for the reader when the stream's buffer is full, so a big export never piles up in memory. */
function drained(stream: PassThrough): Promise<void> {
  return stream.writableNeedDrain
    ? new Promise((resolve) => stream.once('drain', resolve))
    : Promise.resolve();
}

/** CSV in UTF-8 with a BOM (Excel reads the encoding from it), CRLF lines. */
export function csvWriter(): ExportWriter {
  const stream = new PassThrough();
  return {
    stream,
    contentType: 'text/csv; charset=utf-8',
    header(columns) {
      stream.write(`\uFEFF${csvLine(columns.map((c) => c.name))}`);
    },
    async rows(columns, rows) {
      for (const row of rows) stream.write(csvLine(columns.map((c) => row[c.name])));
      await drained(stream);
    },
    async end() {
      stream.end();
    },
  };
}

/**
 * XLSX through exceljs's streaming writer: each row is committed as it is written. exceljs is
 * loaded at the first spreadsheet, not at start (about half a second).
 */
export async function xlsxWriter(): Promise<ExportWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    // Styles carry the columns' number formats.
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Export');
  return {
    stream,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    header(columns, numberFormats = []) {
      // A column's format is taken by the cells made after it: set before the first row.
      numberFormats.forEach((numFmt, i) => {
        if (numFmt) sheet.getColumn(i + 1).numFmt = numFmt;
      });
      sheet.addRow(columns.map((c) => c.name)).commit();
    },
    async rows(columns, rows) {
      for (const row of rows) sheet.addRow(columns.map((c) => exportCell(row[c.name]))).commit();
      await drained(stream);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
