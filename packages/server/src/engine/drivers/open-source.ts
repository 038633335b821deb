import { openClickhouseSource } from './clickhouse-source';
import { openFilesSource } from './files-source';
import { openMysqlSource } from './mysql-source';
import { openPostgresSource } from './postgres-source';
import type { SourceDriver, SourceLimits, SourceSettings } from './source-driver';

/**
 * Opens the driver of a source's type.
 * @example const driver = await openSource({type: 'postgres', host: '127.0.0.1', …}, limits)
 */
export function openSource(settings: SourceSettings, limits: SourceLimits): Promise<SourceDriver> {
  switch (settings.type) {
    case 'postgres':
      return openPostgresSource(settings, limits);
    case 'mysql':
      return openMysqlSource(settings, limits);
    case 'files':
      return openFilesSource(settings, limits);
    case 'clickhouse':
      return openClickhouseSource(settings, limits);
  }
}

/** Runs `work` on a fresh connection to the source and always closes it. */
export async function withSource<T>(
  settings: SourceSettings,
  limits: SourceLimits,
  work: (driver: SourceDriver) => Promise<T>,
): Promise<T> {
  const driver = await openSource(settings, limits);
  try {
    return await work(driver);
  } finally {
    await driver.close();
  }
}
