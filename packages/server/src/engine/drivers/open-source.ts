import { openClickhouseSource } from './clickhouse-source';
import { type allowListOf, type CheckedAddress, checkAddress } from './source-address';
import type { SourceDriver, SourceLimits, SourceSettings } from './source-driver';

const defaultPorts = { postgres: 5432, mysql: 3306, clickhouse: 8123 } as const;

/** What opening a source needs beyond its settings: the bounds, the allow list, where refusals are told. */
export interface SourceAccess extends SourceLimits {
  allow: ReturnType<typeof allowListOf>;
  /** Hears why an address was refused (the server log); the caller only sees `source_unreachable`. */
  onDenied: (reason: string) => void;
}

/**
 * Opens the driver of a source's type; a network source's host is resolved and checked first, and
 * the driver connects to the checked address (`checkAddress`).
 * @example const driver = await openSource({type: 'postgres', host: 'db.example.com', …}, access)
 */
export async function openSource(settings: SourceSettings, access: SourceAccess): Promise<SourceDriver> {
  // The drivers of DuckDB, PostgreSQL and MySQL are loaded at their first source, not at start
  // (their modules are a chunk of their own in the build).
  if (settings.type === 'files') return (await import('./files-source')).openFilesSource(settings, access);
  const to: CheckedAddress = await checkAddress(
    settings.host ?? '',
    settings.port ?? defaultPorts[settings.type],
    access.allow,
    access.onDenied,
  );
  switch (settings.type) {
    case 'postgres':
      return (await import('./postgres-source')).openPostgresSource(settings, to, access);
    case 'mysql':
      return (await import('./mysql-source')).openMysqlSource(settings, to, access);
    case 'clickhouse':
      return openClickhouseSource(settings, to, access);
  }
}

/** Runs `work` on a fresh connection to the source and always closes it. */
export async function withSource<T>(
  settings: SourceSettings,
  access: SourceAccess,
  work: (driver: SourceDriver) => Promise<T>,
): Promise<T> {
  const driver = await openSource(settings, access);
  try {
    return await work(driver);
  } finally {
    await driver.close();
  }
}
