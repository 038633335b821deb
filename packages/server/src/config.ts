import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RegistrationMode, registrationModes } from '@cubus/shared';

/** Everything Cubus reads from its environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path; metadata, warehouse files and keys live below it. */
  dataDir: string;
  /** PostgreSQL for the metadata store; PGlite under `dataDir/meta` when unset. */
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** The template demo area (DESIGN §7): on with the demo data unless `CUBUS_TEMPLATE_DEMO` says otherwise. */
  templateDemo: boolean;
  /** Access-token key from the environment; generated once into `dataDir/jwt.key` when unset. */
  jwtSecret: string | undefined;
  /** Key that seals secrets at rest (TOTP seeds); generated once into `dataDir/secret.key` when unset. */
  encryptionKey: string | undefined;
  /** Who may register: anyone (a domain of their own), invited people only, or nobody. */
  registration: RegistrationMode;
  /** The origin of links in emails; never taken from a request's Host header. */
  publicUrl: string;
  /** nodemailer transport URL; unset: mail is written as .eml files to `dataDir/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  refreshIdleSeconds: number;
  refreshAbsoluteSeconds: number;
  /** How stale a node's cached sessions may be for a change made on another node (0: never). */
  authRecheckMs: number;
  /** The built console; missing is fine, the API still runs. */
  webDist: string;
  logLevel: string;
  bodyLimit: number;
  /** Trust `X-Forwarded-*` from a proxy in front (needed for HSTS behind TLS termination). */
  trustProxy: boolean;
  /** `CLICKHOUSE_URL`: every domain's warehouse on this ClickHouse server; DuckDB embedded when unset. */
  clickhouseUrl: string | undefined;
  /** `CUBUS_CLICKHOUSE_COMPACT_ROWS`: a cube's delta rows on ClickHouse that get its facts compacted. */
  clickhouseCompactRows: number;
  /**
   * `CUBUS_CLICKHOUSE_CLUSTER` and `CUBUS_CLICKHOUSE_SHARD_URLS`: each domain's tables sharded over
   * this cluster of the servers' `remote_servers`, each shard's HTTP address in its order.
   */
  clickhouseCluster: { name: string; shardUrls: string[] } | undefined;
  warehouse: { memoryLimit: string; threads: number };
  files: FilesConfig;
  sources: SourcesConfig;
  /** Calls one signed-in user (or, before sign-in, one address) may make per window; 0: no limit. */
  apiRateLimit: { max: number; windowSeconds: number };
  /** Procedure runs: the time limit of one run. */
  procedures: { timeoutMs: number };
  /** Cube pivots: the most cells one may have (estimated before it runs), its query's time limit. */
  pivot: { maxCells: number; timeoutMs: number };
  jobs: JobsConfig;
}

/** How this node shares its job slots among the domains (DESIGN §6: one tenant never holds another's). */
export interface JobsConfig {
  /** Jobs this node runs at once. */
  workers: number;
  /** Jobs one domain runs at once (counted over every node). */
  domainConcurrency: number;
  /** Runs one domain may have waiting; more are refused (`job_queue_full`), schedule ticks skipped. */
  domainQueueMax: number;
}

/** Limits of data-source connections (milliseconds) and the one folder `files` sources may read. */
export interface SourcesConfig {
  /** Absolute; a files source reads only its domain's folder `<filesDir>/<domainId>` (symlinks followed). */
  filesDir: string;
  /** `CUBUS_SOURCE_ALLOW`: address ranges and host names a source may reach although they are denied. */
  allow: { cidrs: string[]; hosts: string[] };
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** Limits of the file store (DESIGN §6): sizes in bytes, times in seconds. */
export interface FilesConfig {
  /** `CUBUS_FILES_DIR`, absolute: files and unfinished uploads, under `<dir>/<domainId>/`; one volume every node mounts. */
  dir: string;
  /** Largest file `/api/upload` (multipart, one request) takes; bigger ones go by chunks. */
  maxSimpleUploadBytes: number;
  /** Largest file at all. */
  maxFileBytes: number;
  /** Largest body of one chunk. */
  maxChunkBytes: number;
  /** Bytes a domain may keep (files and unfinished uploads, at their declared size). */
  domainQuotaBytes: number;
  /** Files (and unfinished uploads) a domain may keep. */
  domainMaxFiles: number;
  /** An unfinished upload untouched this long is deleted. */
  uploadTtlSeconds: number;
  /** How often expired uploads are swept. */
  sweepSeconds: number;
  /** Bytes an XLSX may inflate to, counted while streaming (each entry also at most what it declares). */
  xlsxMaxInflatedBytes: number;
}

type Env = Record<string, string | undefined>;

const mib = 1024 * 1024;

/** The console's build output, found relative to this file so the server runs from any cwd. */
function defaultWebDist(): string {
  // src/config.ts and the dist/*.js it is built into are both one level below packages/server.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

function intOf(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function registrationOf(raw: string | undefined): RegistrationMode {
  const mode = raw ?? 'invite';
  if (!(registrationModes as readonly string[]).includes(mode))
    throw new Error(`CUBUS_REGISTRATION must be one of ${registrationModes.join(', ')}, got "${mode}"`);
  return mode as RegistrationMode;
}

function originOf(raw: string): string {
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_URL must be http(s)');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * `CLICKHOUSE_URL`, `http(s)://user:password@host:8123/prefix`: the path, if any, is one name that
 * prefixes each domain's database. The value is never repeated in an error: it holds a password.
 */
function clickhouseUrlOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const shape = 'CLICKHOUSE_URL must look like http://user:password@host:8123/cubus';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${shape} (it is not a URL)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${shape} (http or https only)`);
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(prefix))
    throw new Error(`${shape} (the path is one name of letters, digits and _, the prefix of the databases)`);
  if (url.search !== '' || url.hash !== '') throw new Error(`${shape} (no query or fragment)`);
  return raw;
}

/**
 * `CUBUS_CLICKHOUSE_CLUSTER`, a cluster's name in `remote_servers`, and `CUBUS_CLICKHOUSE_SHARD_URLS`,
 * its shards' HTTP addresses (`http://host:8123`, comma-separated, in the order of `remote_servers`;
 * the user and password are CLICKHOUSE_URL's): `system.clusters` tells only their TCP ports.
 * The values are never repeated in an error (an address may carry a password by mistake).
 */
function clickhouseClusterOf(env: Env, clickhouseUrl: string | undefined): Config['clickhouseCluster'] {
  const [name, urls] = [nonEmpty(env.CUBUS_CLICKHOUSE_CLUSTER), nonEmpty(env.CUBUS_CLICKHOUSE_SHARD_URLS)];
  if (name === undefined) {
    if (urls !== undefined) throw new Error('CUBUS_CLICKHOUSE_SHARD_URLS needs CUBUS_CLICKHOUSE_CLUSTER');
    return undefined;
  }
  if (clickhouseUrl === undefined) throw new Error('CUBUS_CLICKHOUSE_CLUSTER needs CLICKHOUSE_URL');
  if (!/^[A-Za-z_][A-Za-z0-9_-]{0,62}$/.test(name))
    throw new Error(
      'CUBUS_CLICKHOUSE_CLUSTER must be a cluster name of remote_servers (letters, digits, _ and -)',
    );
  const shape = "CUBUS_CLICKHOUSE_SHARD_URLS must be each shard's http(s)://host:port, comma-separated";
  if (urls === undefined) throw new Error(`${shape} (it is needed with CUBUS_CLICKHOUSE_CLUSTER)`);
  const shardUrls = urls.split(',').map((raw, index) => {
    const bad = `${shape} (the URL number ${index + 1} is not one)`;
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw new Error(bad);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(bad);
    if (url.username !== '' || url.password !== '')
      throw new Error(`${shape} (the URL number ${index + 1} has a user: CLICKHOUSE_URL's signs in)`);
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '') throw new Error(bad);
    return url.origin;
  });
  if (new Set(shardUrls).size !== shardUrls.length) throw new Error(`${shape} (one is given twice)`);
  return { name, shardUrls };
}

/**
 * `CUBUS_SOURCE_ALLOW`: a comma list of CIDR ranges (`127.0.0.1/32`, `10.1.0.0/16`, `::1/128`), bare
 * addresses (one host) and host names (`db.internal`: whatever addresses they resolve to).
 */
function sourceAllowOf(raw: string | undefined): SourcesConfig['allow'] {
  const allow: SourcesConfig['allow'] = { cidrs: [], hosts: [] };
  for (const entry of (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [network = '', bits, extra] = entry.split('/');
    const family = isIP(network);
    const max = family === 6 ? 128 : 32;
    if (family !== 0 && extra === undefined) {
      const prefix = bits === undefined ? max : Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || bits === '')
        throw new Error(`CUBUS_SOURCE_ALLOW: bad range "${entry}"`);
      allow.cidrs.push(`${network}/${prefix}`);
    } else if (/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i.test(entry)) allow.hosts.push(entry.toLowerCase());
    else throw new Error(`CUBUS_SOURCE_ALLOW: "${entry}" is neither a range, an address nor a host name`);
  }
  return allow;
}

/** `0` or `false` is off, any other value on; unset or empty: `fallback`. */
function switchOf(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return raw !== '0' && raw.toLowerCase() !== 'false';
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Reads the typed config; the only place that touches `process.env`.
 * @example loadConfig({ PORT: '3999', DATA_DIR: '/tmp/cubus' }).port // 3999
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = intOf(env, 'PORT', 3000);
  const clickhouseUrl = clickhouseUrlOf(nonEmpty(env.CLICKHOUSE_URL));
  const dataDir = path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? './data');
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    adminEmail: (nonEmpty(env.CUBUS_ADMIN_EMAIL) ?? 'admin@cubus.local').toLowerCase(),
    adminPassword: nonEmpty(env.CUBUS_ADMIN_PASSWORD),
    seedDemo: env.CUBUS_SEED_DEMO !== '0',
    templateDemo: switchOf(env.CUBUS_TEMPLATE_DEMO, env.CUBUS_SEED_DEMO !== '0'),
    jwtSecret: nonEmpty(env.CUBUS_JWT_SECRET),
    encryptionKey: nonEmpty(env.CUBUS_ENCRYPTION_KEY),
    registration: registrationOf(nonEmpty(env.CUBUS_REGISTRATION)),
    publicUrl: originOf(nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Cubus <no-reply@cubus.local>',
    refreshIdleSeconds: intOf(env, 'CUBUS_REFRESH_IDLE_SECONDS', 12 * 3600),
    refreshAbsoluteSeconds: intOf(env, 'CUBUS_REFRESH_ABSOLUTE_SECONDS', 30 * 24 * 3600),
    authRecheckMs: intOf(env, 'CUBUS_AUTH_RECHECK_MS', 1000),
    webDist: path.resolve(cwd, nonEmpty(env.WEB_DIST) ?? defaultWebDist()),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    bodyLimit: intOf(env, 'BODY_LIMIT', 1024 * 1024),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    clickhouseUrl,
    clickhouseCompactRows: intOf(env, 'CUBUS_CLICKHOUSE_COMPACT_ROWS', 100_000),
    clickhouseCluster: clickhouseClusterOf(env, clickhouseUrl),
    warehouse: {
      memoryLimit: nonEmpty(env.CUBUS_DUCKDB_MEMORY_LIMIT) ?? '1GB',
      threads: intOf(env, 'CUBUS_DUCKDB_THREADS', 2),
    },
    files: {
      dir: path.resolve(cwd, nonEmpty(env.CUBUS_FILES_DIR) ?? path.join(dataDir, 'files')),
      maxSimpleUploadBytes: intOf(env, 'CUBUS_UPLOAD_MAX_SIMPLE_BYTES', 32 * mib),
      maxFileBytes: intOf(env, 'CUBUS_FILE_MAX_BYTES', 10 * 1024 * mib),
      maxChunkBytes: intOf(env, 'CUBUS_UPLOAD_MAX_CHUNK_BYTES', 16 * mib),
      domainQuotaBytes: intOf(env, 'CUBUS_DOMAIN_FILES_MAX_BYTES', 50 * 1024 * mib),
      domainMaxFiles: intOf(env, 'CUBUS_DOMAIN_FILES_MAX_COUNT', 1000),
      uploadTtlSeconds: intOf(env, 'CUBUS_UPLOAD_TTL_SECONDS', 24 * 3600),
      sweepSeconds: intOf(env, 'CUBUS_UPLOAD_SWEEP_SECONDS', 15 * 60),
      xlsxMaxInflatedBytes: intOf(env, 'CUBUS_XLSX_MAX_INFLATED_BYTES', 512 * mib),
    },
    sources: {
      filesDir: path.resolve(cwd, nonEmpty(env.CUBUS_SOURCE_FILES_DIR) ?? path.join(dataDir, 'sources')),
      allow: sourceAllowOf(env.CUBUS_SOURCE_ALLOW),
      connectTimeoutMs: intOf(env, 'CUBUS_SOURCE_CONNECT_TIMEOUT_MS', 10_000),
      statementTimeoutMs: intOf(env, 'CUBUS_SOURCE_STATEMENT_TIMEOUT_MS', 30_000),
    },
    apiRateLimit: {
      // Generous: a limit on runaway scripts, far above what the console or a benchmark sends.
      max: intOf(env, 'CUBUS_API_RATE_LIMIT', 100_000),
      windowSeconds: intOf(env, 'CUBUS_API_RATE_WINDOW_SECONDS', 60),
    },
    procedures: { timeoutMs: intOf(env, 'CUBUS_PROCEDURE_TIMEOUT_MS', 5 * 60_000) },
    pivot: {
      maxCells: intOf(env, 'CUBUS_PIVOT_MAX_CELLS', 1_000_000),
      timeoutMs: intOf(env, 'CUBUS_PIVOT_TIMEOUT_MS', 30_000),
    },
    jobs: {
      workers: Math.max(1, intOf(env, 'CUBUS_JOB_WORKERS', 2)),
      domainConcurrency: Math.max(1, intOf(env, 'CUBUS_JOB_DOMAIN_CONCURRENCY', 1)),
      domainQueueMax: Math.max(1, intOf(env, 'CUBUS_JOB_DOMAIN_QUEUE_MAX', 100)),
    },
  };
}
