import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClickhouseWarehouse } from '../src/engine/warehouse/clickhouse/clickhouse-warehouse';
import type { ClusterOptions } from '../src/engine/warehouse/clickhouse/cluster/clickhouse-cluster';
import type { CubeShape } from '../src/engine/warehouse/cubes';
import { DuckDBWarehouse } from '../src/engine/warehouse/duckdb/duckdb-warehouse';
import type { Warehouse } from '../src/engine/warehouse/warehouse';
import { startClickhouseCluster } from './clickhouse-cluster';
import { clickhouseInstalled, startClickhouse } from './clickhouse-server';

/** A warehouse under test, its domains' files folder, and how to stop it. */
export interface OpenWarehouse {
  warehouse: Warehouse;
  folder: (domainId: string) => string;
  /** A statement by which one domain's SQL would name another domain's database. */
  reachOther: (otherDomainId: string) => string;
  /** How the engine refuses it. */
  refusal: RegExp;
  /** Folds the cube's written deltas, where the engine keeps them (ClickHouse). */
  compactFacts?: (domainId: string, cube: CubeShape) => Promise<void>;
  close(): Promise<void>;
}

async function scratch() {
  const dir = await mkdtemp(path.join(tmpdir(), 'cubus-warehouse-'));
  return { dir, folder: (domainId: string) => path.join(dir, 'files', domainId) };
}

/**
 * Every warehouse engine the contract tests run over: DuckDB always, ClickHouse (Debian's
 * server on free ports) where it is installed (CI installs it).
 */
export const warehouseEngines: {
  name: string;
  /** The engine whose SQL it speaks (a cluster's is ClickHouse's). */
  engine: 'duckdb' | 'clickhouse';
  skip: boolean;
  open: () => Promise<OpenWarehouse>;
}[] = [
  {
    name: 'duckdb',
    engine: 'duckdb',
    skip: false,
    async open() {
      const { dir, folder } = await scratch();
      const options = { dir: path.join(dir, 'warehouse'), allowedDir: folder };
      const warehouse = new DuckDBWarehouse({ ...options, memoryLimit: '256MB', threads: 1 });
      return {
        warehouse,
        folder,
        reachOther: (other) => `ATTACH '${path.join(options.dir, `${other}.duckdb`)}' AS other`,
        refusal: /Permission Error/,
        async close() {
          await warehouse.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'clickhouse',
    engine: 'clickhouse',
    skip: !clickhouseInstalled,
    open: () =>
      openClickhouse(async () => {
        const server = await startClickhouse();
        const { name, password } = server.user;
        return { url: `http://${name}:${password}@127.0.0.1:${server.port}/cubus`, stop: server.stop };
      }),
  },
  {
    // Two unreplicated shards on this machine, queried through the first (`clickhouse-cluster.ts`).
    name: 'clickhouse-cluster',
    engine: 'clickhouse',
    skip: !clickhouseInstalled,
    open: () =>
      openClickhouse(async () => {
        const { url, name, shardUrls, stop } = await startClickhouseCluster();
        return { url, cluster: { name, shardUrls }, stop };
      }),
  },
];

/** The warehouse on the ClickHouse `start` starts (one server or a cluster), with its scratch folder. */
async function openClickhouse(
  start: () => Promise<{ url: string; cluster?: ClusterOptions; stop: () => Promise<void> }>,
): Promise<OpenWarehouse> {
  const { dir, folder } = await scratch();
  const { url, cluster, stop } = await start();
  const warehouse = new ClickhouseWarehouse({
    url,
    cluster,
    memoryLimit: '512MB',
    threads: 1,
    scratchDir: path.join(dir, 'scratch'),
    allowedDir: folder,
  });
  return {
    warehouse,
    folder,
    reachOther: (other) => `SELECT * FROM ${warehouse.databaseOf(other)}.orders`,
    refusal: /is not this domain's/,
    compactFacts: (domainId, cube) => warehouse.cubes.compactFacts(domainId, cube),
    async close() {
      await warehouse.close();
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A file in the domain's folder, where the engine may read it (and write it, `text` omitted). */
export async function fileIn(w: OpenWarehouse, domainId: string, name: string, text?: string) {
  const file = path.join(w.folder(domainId), name);
  await mkdir(path.dirname(file), { recursive: true });
  if (text !== undefined) await writeFile(file, text);
  return file;
}

/** A reference made of member rows (id, code, name, parent, order) → its id. */
export async function makeRef(
  warehouse: Warehouse,
  domainId: string,
  rows: [number, string, string, number | null, number][],
) {
  const id = randomUUID();
  await warehouse.createMembers(domainId, id, []);
  await warehouse.editMembers(domainId, id, async (editor) => {
    await editor.addAll(rows);
    return editor.rebuildHierarchy();
  });
  return id;
}

/** A reference of root members with these codes → its id. */
export const flatRef = (warehouse: Warehouse, domainId: string, codes: string[]) =>
  makeRef(
    warehouse,
    domainId,
    codes.map((code, i) => [i + 1, code, code, null, i]),
  );
