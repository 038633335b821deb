import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ImportSource } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { SqlValue } from '../../engine/engine';
import { notFound } from '../../lib/app-error';
import { dumpNull, dumpSource } from './source-dump';
import { xlsxToCsv } from './xlsx-to-csv';

/** A table expression over the source (text columns, or the file's own types), its parameters, and a cleanup. */
export interface SourceRelation {
  sql: string;
  /**
   * The same columns, read only as far as naming them takes (same parameters): a CSV's sniffer
   * looks at its first rows instead of a full sample, so describing a large file is not a read.
   */
  columnsSql: string;
  params: SqlValue[];
  cleanup(): Promise<void>;
}

/** `read_csv` with these options, and read for its columns only: the first 4 MiB (twice DuckDB's longest line) and 1,024 rows. */
const readCsv = (options: string) => ({
  sql: `read_csv(?, ${options})`,
  columnsSql: `read_csv(?, ${options}, buffer_size = 4194304, sample_size = 1024)`,
});

const encodings = { 'utf-8': 'utf-8', latin1: 'latin-1', 'utf-16': 'utf-16' } as const;

function csvRelation(
  file: string,
  options: { delimiter?: string; quote?: string; encoding: keyof typeof encodings; header: boolean },
  tab: boolean,
) {
  // Given, or ',' / tab: DuckDB's sniffer reads a file with an unterminated quote as one column
  // instead of failing, so the delimiter is always explicit.
  const delimiter = options.delimiter ?? (tab ? '\t' : ',');
  const params: SqlValue[] = [
    file,
    options.header,
    options.quote ?? '"',
    encodings[options.encoding],
    delimiter,
  ];
  return { ...readCsv('all_varchar = true, header = ?, quote = ?, encoding = ?, delim = ?'), params };
}

/**
 * How the engine reads an import's source: an uploaded CSV/TSV with every column as text (types
 * are cast later, row by row), JSON/NDJSON and Parquet with the types the file has (a column that
 * already has its target's type is not cast at all); an XLSX, or a data source's
 * table or query (at most `rowLimit` rows, stopped by `signal`), first written out as a CSV in the
 * domain's folder (`.import-<scratchId>.csv`, deleted by `cleanup`).
 * @example const r = await sourceRelation(app, domainId, {fileId, format: 'csv', options}, jobId); `SELECT * FROM ${r.sql}`
 */
export async function sourceRelation(
  app: FastifyInstance,
  domainId: string,
  source: ImportSource,
  scratchId: string,
  reading: { signal?: AbortSignal; rowLimit?: number } = {},
): Promise<SourceRelation> {
  const scratchFile = async () => path.join(await app.files.domainDir(domainId), `.import-${scratchId}.csv`);
  if (!('fileId' in source)) {
    const scratch = await scratchFile();
    try {
      await dumpSource(app, domainId, source, scratch, reading);
    } catch (error) {
      await rm(scratch, { force: true });
      throw error;
    }
    const dump = path.resolve(scratch);
    return {
      ...readCsv(
        `all_varchar = true, header = true, quote = '"', delim = ',', nullstr = '${dumpNull}', allow_quoted_nulls = false`,
      ),
      params: [dump],
      cleanup: () => rm(scratch, { force: true }),
    };
  }
  const row = await app.db
    .selectFrom('files')
    .select('id')
    .where('id', '=', source.fileId)
    .where('domain_id', '=', domainId)
    .where('status', '=', 'ready')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('No such file');
  const file = path.resolve(app.files.pathOf(domainId, row.id));
  const nothing = async () => {};
  const options = source.options;
  switch (source.format) {
    case 'csv':
    case 'tsv':
      return { ...csvRelation(file, options, source.format === 'tsv'), cleanup: nothing };
    case 'xlsx': {
      const scratch = await scratchFile();
      try {
        await xlsxToCsv(
          file,
          scratch,
          { header: options.header, ...(options.sheet ? { sheet: options.sheet } : {}) },
          app.files.limits.xlsxMaxInflatedBytes,
        );
      } catch (error) {
        await rm(scratch, { force: true });
        throw error;
      }
      const relation = csvRelation(path.resolve(scratch), { encoding: 'utf-8', header: true }, false);
      return { ...relation, cleanup: () => rm(scratch, { force: true }) };
    }
    case 'parquet': {
      const sql = 'read_parquet(?)';
      return { sql, columnsSql: sql, params: [file], cleanup: nothing };
    }
    case 'json':
    case 'ndjson': {
      const sql = 'read_json(?, format = ?)';
      return {
        sql,
        columnsSql: sql,
        params: [file, source.format === 'json' ? 'array' : 'newline_delimited'],
        cleanup: nothing,
      };
    }
  }
}
