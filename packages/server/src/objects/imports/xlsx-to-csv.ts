import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { AppError } from '../../lib/app-error';
import { checkZip } from './zip-check';

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof value === 'object') {
    const cell = value as {
      result?: unknown;
      text?: unknown;
      richText?: { text: string }[];
      error?: unknown;
    };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error !== undefined) return null;
    return JSON.stringify(value);
  }
  return String(value);
}

const csvField = (text: string | null) => (text === null ? '' : `"${text.replaceAll('"', '""')}"`);

/**
 * One sheet of an XLSX written out as CSV (every field quoted, a header line: the sheet's first
 * row, or `column0…` without one), after the zip is checked and its inflation counted
 * (`checkZip`, at most `maxInflated` bytes). Writing stops past what the entries inflated to.
 * @example await xlsxToCsv(file, out, {sheet: 'Data', header: true}, 512 * 1024 ** 2) // {rows: 120}
 */
export async function xlsxToCsv(
  file: string,
  out: string,
  options: { sheet?: string | number; header: boolean },
  maxInflated: number,
): Promise<{ rows: number }> {
  const { inflated } = await checkZip(file, maxInflated);
  // Loaded at the first spreadsheet, not at start (about half a second).
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell dates from numbers.
    styles: 'cache',
    worksheets: 'emit',
  });
  const output = createWriteStream(out);
  let written = 0;
  let rows = 0;
  let found = false;
  let sheetNumber = 0;
  const write = async (line: string) => {
    written += line.length;
    if (written > inflated * 2 + 1024)
      throw new AppError(422, 'zip_bomb', 'The XLSX file inflates beyond what it declares');
    if (!output.write(line)) await once(output, 'drain');
  };
  try {
    for await (const sheet of reader) {
      sheetNumber++;
      const name = (sheet as unknown as { name?: string }).name;
      const wanted = options.sheet ?? 1;
      if (found || (typeof wanted === 'number' ? wanted !== sheetNumber : wanted !== name)) continue;
      found = true;
      let width = 0;
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (rows === 0) {
          width = values.length;
          const header = options.header ? values : values.map((_, i) => `column${i}`);
          await write(`${header.map((h, i) => csvField(h ?? `column${i}`)).join(',')}\n`);
          rows++;
          if (options.header) continue;
        }
        const cells = Array.from({ length: Math.max(width, 1) }, (_, i) => csvField(values[i] ?? null));
        await write(`${cells.join(',')}\n`);
        rows++;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, 'file_corrupt', `Not a readable XLSX file: ${(error as Error).message}`);
  } finally {
    output.end();
    await once(output, 'close');
  }
  if (!found) throw new AppError(400, 'validation_failed', 'No such sheet', { path: 'source.options.sheet' });
  return { rows: options.header ? rows - 1 : rows };
}
