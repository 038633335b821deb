import type { SqlValue } from '../../engine';
import { dumpNull, type ImportFile } from '../import-staging';

/** A table expression over an import's file, and its parameters. */
export interface SourceRelation {
  sql: string;
  /**
   * The same columns, read only as far as naming them takes (same parameters): a CSV's sniffer
   * looks at its first rows instead of a full sample, so describing a large file is not a read.
   */
  columnsSql: string;
  params: SqlValue[];
}

/** `read_csv` with these options, and read for its columns only: the first 4 MiB (twice DuckDB's longest line) and 1,024 rows. */
const readCsv = (options: string) => ({
  sql: `read_csv(?, ${options})`,
  columnsSql: `read_csv(?, ${options}, buffer_size = 4194304, sample_size = 1024)`,
});

const encodings = { 'utf-8': 'utf-8', latin1: 'latin-1', 'utf-16': 'utf-16' } as const;

/**
 * The session's tables where a CSV read that `keep`s its uneven lines writes them (DuckDB's
 * `store_rejects`: https://duckdb.org/docs/data/csv/reading_faulty_csv_files): temporary, one
 * row per error, a line with too few values once for each value it lacks.
 */
export const skippedLines = { errors: '_cubus_csv_errors', scans: '_cubus_csv_scans' } as const;

/**
 * What a CSV read does with a line that does not split into the header's columns: fails the
 * read (`strict`), skips it (`skip`), or skips it and keeps it in `skippedLines` (`keep`: only
 * a read to its end writes them, not one a LIMIT stops).
 */
export type UnevenLines = 'strict' | 'skip' | 'keep';

const unevenOptions: Record<UnevenLines, string> = {
  strict: '',
  skip: ', ignore_errors = true',
  keep: `, store_rejects = true, rejects_table = '${skippedLines.errors}', rejects_scan = '${skippedLines.scans}'`,
};

/**
 * How DuckDB reads an import's file: a CSV (and a dump) with every column as text, types cast
 * later row by row; Parquet and JSON with the types the file has. The delimiter is always
 * explicit: DuckDB's sniffer reads a file with an unterminated quote as one column instead of
 * failing. So are the lines skipped, none: finding a line with more values near the end, the
 * sniffer took it for the header and skipped every line before it (a file read as no rows).
 * A CSV's lines that do not split into its columns are read as `uneven` says.
 * @example sourceRelation({format: 'parquet', path}).sql // 'read_parquet(?)'
 */
export function sourceRelation(file: ImportFile, uneven: UnevenLines = 'strict'): SourceRelation {
  switch (file.format) {
    case 'csv': {
      const options = 'all_varchar = true, header = ?, quote = ?, encoding = ?, delim = ?, skip = 0';
      return {
        ...readCsv(`${options}${unevenOptions[uneven]}`),
        params: [file.path, file.header, file.quote, encodings[file.encoding], file.delimiter],
      };
    }
    case 'dump':
      return {
        ...readCsv(
          `all_varchar = true, header = true, quote = '"', delim = ',', nullstr = '${dumpNull}', allow_quoted_nulls = false`,
        ),
        params: [file.path],
      };
    case 'parquet':
      return { sql: 'read_parquet(?)', columnsSql: 'read_parquet(?)', params: [file.path] };
    case 'json': {
      const sql = 'read_json(?, format = ?)';
      const format = file.layout === 'array' ? 'array' : 'newline_delimited';
      return { sql, columnsSql: sql, params: [file.path, format] };
    }
  }
}
