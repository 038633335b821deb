import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClickhouseServer, clickhouseUser, freePort, startClickhouse } from './clickhouse-server';

/** The sample cluster config operators start from (deploy/), which the tests run on too. */
const sample = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/clickhouse/cluster.xml',
);

/** A cluster of local servers: its name, and each shard's server (the first is where queries go). */
export interface ClickhouseCluster {
  name: string;
  shards: ClickhouseServer[];
  /** `CLICKHOUSE_URL` for it: the first shard, as the test user. */
  url: string;
  /** `CUBUS_CLICKHOUSE_SHARD_URLS`' values. */
  shardUrls: string[];
  stop(): Promise<void>;
}

/**
 * Two unreplicated shards on this machine, each a clickhouse-server child with the sample's
 * `remote_servers` (hosts, TCP ports and password filled in), no ZooKeeper.
 */
export async function startClickhouseCluster(): Promise<ClickhouseCluster> {
  const ports: { port: number; tcpPort: number }[] = [];
  for (let i = 0; i < 2; i += 1) ports.push({ port: await freePort(), tcpPort: await freePort() });
  let replica = 0;
  const config = (await readFile(sample, 'utf8')).replace(/<replica>.*?<\/replica>/g, (text) => {
    const { tcpPort } = ports[replica] ?? { tcpPort: 0 };
    replica += 1;
    return text
      .replace(/<host>.*?<\/host>/, '<host>127.0.0.1</host>')
      .replace(/<port>.*?<\/port>/, `<port>${tcpPort}</port>`)
      .replace(/<user>.*?<\/user>/, `<user>${clickhouseUser.name}</user>`)
      .replace(/<password>.*?<\/password>/, `<password>${clickhouseUser.password}</password>`);
  });
  if (replica !== ports.length) throw new Error(`${sample} should have ${ports.length} shards`);
  const name = /<remote_servers>\s*<([A-Za-z_][\w-]*)>/.exec(config)?.[1] ?? '';
  const shards = await Promise.all(
    ports.map((p) => startClickhouse({ ports: p, configFiles: { 'cluster.xml': config } })),
  );
  return {
    name,
    shards,
    url: `http://${clickhouseUser.name}:${clickhouseUser.password}@127.0.0.1:${ports[0]?.port}/cubus`,
    shardUrls: ports.map((p) => `http://127.0.0.1:${p.port}`),
    stop: async () => {
      await Promise.all(shards.map((shard) => shard.stop()));
    },
  };
}
