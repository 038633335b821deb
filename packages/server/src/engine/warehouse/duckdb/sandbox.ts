/**
 * The settings of DESIGN §6 for connections running user work, in order: `lock_configuration`
 * comes last so that nothing run afterwards can undo the others.
 * @example sandboxStatements({ memoryLimit: '1GB', threads: 2 }).at(-1) // 'SET lock_configuration = true'
 */
export function sandboxStatements(
  limits: { memoryLimit: string; threads: number },
  /** The one folder DuckDB may still read and write (imports, Parquet exports), ending in `/`. */
  allowedDir?: string,
): string[] {
  if (!/^\d+(\.\d+)?\s*[KMGT]i?B$/i.test(limits.memoryLimit))
    throw new Error(`bad memory limit ${limits.memoryLimit}`);
  if (!Number.isInteger(limits.threads) || limits.threads < 1)
    throw new Error(`bad thread count ${limits.threads}`);
  // allowed_directories must be set before enable_external_access = false (and the lock): then
  // DuckDB reads and COPYs inside that folder only. User SQL on this domain can read that folder
  // too; it holds only the domain's own uploads and temporary files.
  const allowed = allowedDir ? [`SET allowed_directories = ['${allowedDir.replaceAll("'", "''")}']`] : [];
  return [
    ...allowed,
    'SET enable_external_access = false',
    'SET autoinstall_known_extensions = false',
    'SET autoload_known_extensions = false',
    `SET memory_limit = '${limits.memoryLimit}'`,
    `SET threads = ${limits.threads}`,
    'SET lock_configuration = true',
  ];
}
