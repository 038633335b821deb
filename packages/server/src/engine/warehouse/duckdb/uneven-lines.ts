import type { RejectReason } from '@cubus/shared';
import { csvHead } from '../../../lib/csv-head';
import type { WarehouseQuery } from '../../engine';
import { type ImportFile, type RejectedRow, reasonInEnglish, unevenColumns } from '../import-staging';
import { skippedLines } from './import-source';

type CsvFile = Extract<ImportFile, { format: 'csv' }>;

/** DuckDB's error types for a line with more or fewer values than the header has columns. */
const unevenTypes = "('TOO MANY COLUMNS', 'MISSING COLUMNS')";

/**
 * Each uneven line a `keep` read skipped, once: `line` among the data rows (DuckDB counts the
 * header, and counts a quoted value's line breaks as one line, as rowids do; but it counts a
 * blank line before, which reads as no row), its text (without that blank line's break), and how
 * many columns the file has.
 */
const unevenSql = (file: CsvFile) =>
  `SELECT line - ${file.header ? 1 : 0} AS line, ltrim(any_value(csv_line), chr(13) || chr(10)) AS text,
     max(regexp_extract(error_message, 'Expected Number of Columns: (\\d+)', 1)) AS columns
   FROM ${skippedLines.errors} WHERE error_type IN ${unevenTypes} GROUP BY line`;

/**
 * After a CSV's staging read that kept its skipped lines → how many of them do not split into
 * the file's columns: rows the run rejects. Any other line it skipped (a byte of another
 * encoding, a line past DuckDB's longest) fails the file as a strict read did; so do lines that
 * mostly disagree with the header (the wrong delimiter, or a header of its own).
 */
export async function unevenLineCount(query: WarehouseQuery, rowsStaged: number) {
  const [other] = await query(
    `SELECT line, error_message FROM ${skippedLines.errors} WHERE error_type NOT IN ${unevenTypes} ORDER BY line LIMIT 1`,
  );
  if (other) throw new Error(`CSV Error on Line: ${other.line}: ${other.error_message}`);
  const [uneven] = await query(
    `SELECT count(DISTINCT line)::BIGINT AS n FROM ${skippedLines.errors} WHERE error_type IN ${unevenTypes}`,
  );
  const count = Number(uneven?.n ?? 0);
  if (count > rowsStaged) throw unevenColumns();
  return count;
}

/**
 * The line among the data rows of the staged row at `position` (its rowid + 1): shifted past the
 * uneven lines before it (the n-th uneven line comes after `line - n` staged rows).
 * @example lineOfStaged(file, 's.position') // 's.position + (SELECT count(*) FROM (…) AS u WHERE u.before < s.position)'
 */
export const lineOfStaged = (file: CsvFile, position: string) =>
  `${position} + (SELECT count(*) FROM (SELECT line - row_number() OVER (ORDER BY line) AS before FROM (${unevenSql(file)}) AS l) AS u WHERE u.before < ${position})`;

/** The first `limit` uneven lines as rejected rows: the reason says how many values, the line's text is its value. */
export async function unevenSample(
  query: WarehouseQuery,
  file: CsvFile,
  limit: number,
): Promise<RejectedRow[]> {
  const lines = await query(`${unevenSql(file)} ORDER BY line LIMIT ${limit}`);
  return lines.map((row) => unevenRow(file, Number(row.line), String(row.text), Number(row.columns)));
}

/** An uneven line as a rejected row: the reason says how many values, the line's text is its value. */
function unevenRow(file: CsvFile, line: number, text: string, columns: number): RejectedRow {
  const reason: RejectReason = { key: 'unevenLine', values: { fields: fieldCount(text, file), columns } };
  return { line, reason: reasonInEnglish(reason), reasons: [reason], values: { '': text.slice(0, 200) } };
}

/** How much of a CSV's start a preview reads for its uneven lines: far more than a preview's lines. */
const headBytes = 1 << 20;

/**
 * The uneven lines among a CSV's first `lines` data lines, read from the file's first MiB: a
 * preview's read skips them, and a read a LIMIT stops keeps no rejects. Lines as DuckDB reads
 * them: a quoted value's line breaks are part of its line, a blank line is none, the header is
 * not a data line.
 */
export async function unevenInHead(file: CsvFile, columns: number, lines: number): Promise<RejectedRow[]> {
  const data = (await csvHead(file.path, file, headBytes)).slice(
    file.header ? 1 : 0,
    file.header ? lines + 1 : lines,
  );
  return data.flatMap((text, index) =>
    fieldCount(text, file) === columns ? [] : [unevenRow(file, index + 1, text, columns)],
  );
}

/**
 * How many values a line splits into at its delimiters outside quotes. DuckDB stops counting a
 * line's values at the first one too many, so its own count would say 4 for a line of 6.
 */
export function fieldCount(text: string, { delimiter, quote }: { delimiter: string; quote: string }): number {
  let fields = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (quote !== '' && text.startsWith(quote, i)) quoted = !quoted;
    else if (!quoted && text.startsWith(delimiter, i)) {
      fields++;
      i += delimiter.length - 1;
    }
  }
  return fields;
}
