import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SourcePreview, SourceTable } from '@cubus/shared';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { AppError } from '../../lib/app-error';
import { plain } from '../plain-row';
import type { PreviewTarget, SourceBatch, SourceDriver, SourceLimits, SourceSettings } from './source-driver';
import { sourceError } from './source-errors';

const notAllowed = () => new AppError(422, 'path_not_allowed', 'The path is not inside the sources folder');

const below = (root: string, target: string) => target === root || target.startsWith(`${root}${path.sep}`);

/**
 * `target` below `root`, or 422 `path_not_allowed`: first as written (so a path outside is refused
 * whether or not it exists: no probing the server's files), then with symlinks resolved.
 */
async function inside(root: string, target: string): Promise<string> {
  const realRoot = await realpath(root).catch(() => {
    throw notAllowed();
  });
  const written = path.resolve(realRoot, target);
  if (!below(realRoot, written)) throw notAllowed();
  const real = await realpath(written).catch(() => {
    throw new AppError(422, 'source_error', 'No such file or folder', { reason: 'not found' });
  });
  if (!below(realRoot, real)) throw notAllowed();
  return real;
}

/** A mount runs its queries on the source's own server: files are imported instead. */
const notMountable = () =>
  new AppError(422, 'source_error', 'A files source cannot be mounted; import its files instead', {
    reason: 'files',
  });

/** DuckDB's reader for a file, by its extension. */
function readerOf(file: string): string {
  const extension = path.extname(file).toLowerCase();
  if (['.csv', '.tsv', '.txt'].includes(extension)) return 'read_csv';
  if (extension === '.parquet') return 'read_parquet';
  if (['.json', '.ndjson', '.jsonl'].includes(extension)) return 'read_json';
  throw new AppError(422, 'source_error', 'Preview reads CSV, TSV, Parquet and JSON files', {
    reason: extension,
  });
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A throw-away DuckDB that may read only `root` (`allowed_directories`, then
 * `enable_external_access = false`, configuration locked); `close` ends it.
 */
async function openSandbox(root: string): Promise<{ connection: DuckDBConnection; close(): void }> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const close = () => {
    connection.closeSync();
    instance.closeSync();
  };
  try {
    for (const statement of [
      `SET allowed_directories = [${literal(`${root}${path.sep}`)}]`,
      'SET enable_external_access = false',
      'SET autoload_known_extensions = false',
      "SET memory_limit = '256MB'",
      'SET threads = 1',
      'SET lock_configuration = true',
    ])
      await connection.run(statement);
    return { connection, close };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * Server files in the domain's own folder under the sources folder (`limits.filesDir`;
 * `settings.path` is relative to it): folders as schemas, files as tables, read in a sandboxed
 * DuckDB (`openSandbox`).
 */
export async function openFilesSource(settings: SourceSettings, limits: SourceLimits): Promise<SourceDriver> {
  const root = await inside(limits.filesDir, settings.path ?? '.');
  const folder = async (schema?: string) => inside(root, schema ?? '.');
  const fileOf = async (target: PreviewTarget, what: string) => {
    if ('query' in target)
      throw new AppError(422, 'source_error', `A files source ${what} files, not queries`);
    const file = await inside(await folder(target.schema), target.table);
    return `${readerOf(file)}(${literal(file)})`;
  };
  return {
    async test() {
      const info = await stat(root);
      if (!info.isDirectory())
        throw new AppError(422, 'source_error', 'Not a folder', { reason: 'not a folder' });
      return { version: 'files' };
    },
    async schemas() {
      const entries = await readdir(root, { withFileTypes: true });
      return ['.', ...entries.filter((e) => e.isDirectory()).map((e) => e.name)].sort();
    },
    async tables(schema): Promise<SourceTable[]> {
      const entries = await readdir(await folder(schema), { withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => ({ name: e.name, type: 'file', columns: [] }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async preview(target: PreviewTarget, limit: number): Promise<SourcePreview> {
      const file = await fileOf(target, 'previews');
      const sandbox = await openSandbox(root);
      const timer = setTimeout(() => sandbox.connection.interrupt(), limits.statementTimeoutMs);
      try {
        const result = await sandbox.connection.runAndReadAll(`SELECT * FROM ${file} LIMIT ${limit}`);
        const names = result.columnNames();
        const types = result.columnTypes();
        return {
          columns: names.map((name, i) => ({ name, type: String(types[i]) })),
          rows: result.getRowObjectsJS().map(plain),
        };
      } catch (error) {
        throw sourceError(error, {});
      } finally {
        clearTimeout(timer);
        sandbox.close();
      }
    },
    async *read(target: PreviewTarget): AsyncIterable<SourceBatch> {
      const file = await fileOf(target, 'reads');
      const sandbox = await openSandbox(root);
      try {
        const result = await sandbox.connection.stream(`SELECT COLUMNS(*)::VARCHAR FROM ${file}`);
        const columns = result.columnNames();
        yield { columns, rows: [] };
        for await (const rows of result.yieldRowsJs()) yield { columns, rows };
      } catch (error) {
        throw sourceError(error, {});
      } finally {
        sandbox.close();
      }
    },
    describe: () => Promise.reject(notMountable()),
    query: () => Promise.reject(notMountable()),
    close: async () => {},
  };
}
