import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ImportSource } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { ImportFile } from '../../engine/warehouse/import-staging';
import { notFound } from '../../lib/app-error';
import { fileDelimiter } from './csv-delimiter';
import { dumpSource } from './source-dump';
import { xlsxToCsv } from './xlsx-to-csv';

/** The file an import's source is read from, and what deletes it when it was written for the run. */
export interface SourceFile {
  file: ImportFile;
  cleanup(): Promise<void>;
}

/**
 * A CSV as the warehouse reads it, its delimiter always named: a TSV's tab, else the import's, else
 * the one its first lines split by (a spreadsheet saves `;` in many languages, where `,` is the
 * decimal sign).
 */
async function csvFile(
  filePath: string,
  options: { delimiter?: string; quote?: string; encoding: 'utf-8' | 'latin1' | 'utf-16'; header: boolean },
  tab: boolean,
): Promise<ImportFile> {
  const quote = options.quote ?? '"';
  const delimiter =
    options.delimiter ?? (tab ? '\t' : await fileDelimiter(filePath, { quote, encoding: options.encoding }));
  return {
    format: 'csv',
    path: filePath,
    header: options.header,
    quote,
    encoding: options.encoding,
    delimiter,
  };
}

/**
 * The file the warehouse reads an import's source from: an uploaded CSV/TSV (every column read
 * as text, types cast later, row by row), JSON/NDJSON and Parquet (with the types the file has);
 * an XLSX, or a data source's table or query (at most `rowLimit` rows, stopped by `signal`),
 * first written out as a CSV in the domain's folder (`.import-<scratchId>.csv`, deleted by
 * `cleanup`).
 * @example const { file, cleanup } = await sourceFile(app, domainId, {fileId, format: 'csv', options}, jobId)
 */
export async function sourceFile(
  app: FastifyInstance,
  domainId: string,
  source: ImportSource,
  scratchId: string,
  reading: { signal?: AbortSignal; rowLimit?: number } = {},
): Promise<SourceFile> {
  const scratchFile = async () => path.join(await app.files.domainDir(domainId), `.import-${scratchId}.csv`);
  if (!('fileId' in source)) {
    const scratch = await scratchFile();
    try {
      await dumpSource(app, domainId, source, scratch, reading);
    } catch (error) {
      await rm(scratch, { force: true });
      throw error;
    }
    return {
      file: { format: 'dump', path: path.resolve(scratch) },
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
      return { file: await csvFile(file, options, source.format === 'tsv'), cleanup: nothing };
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
      return {
        file: await csvFile(
          path.resolve(scratch),
          { delimiter: ',', encoding: 'utf-8', header: true },
          false,
        ),
        cleanup: () => rm(scratch, { force: true }),
      };
    }
    case 'parquet':
      return { file: { format: 'parquet', path: file }, cleanup: nothing };
    case 'json':
    case 'ndjson':
      return {
        file: { format: 'json', path: file, layout: source.format === 'json' ? 'array' : 'lines' },
        cleanup: nothing,
      };
  }
}
