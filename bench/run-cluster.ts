// The cluster bench: 50 clients of mixed calls (whoami, a grid page, a pivot, a cell write) for 60 s
// on two Cubus nodes over one PostgreSQL, one ClickHouse and the sample nginx, then on one node
// alone; each node's throughput and p99, beside the node alone, and no error allowed. Needs
// `npm run build`, the test PostgreSQL, clickhouse-server and nginx (`npm test` installs both).
// CUBUS_BENCH_SECONDS shortens the runs.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clusterLoad } from './src/cluster-load';
import { printFigures } from './src/figures';
import { repoRoot } from './src/server-process';

const seconds = Number(process.env.CUBUS_BENCH_SECONDS ?? 60);
const { figures, runs } = await clusterLoad(seconds);
for (const [i, run] of runs.entries()) {
  console.log(i === 0 ? 'One node alone:' : 'Two nodes:', run.byCall);
  console.table(run.nodes.map(({ samples, ...node }) => node));
  for (const node of run.nodes)
    for (const sample of node.samples) console.log(`  node ${node.node}: ${sample}`);
}
printFigures(figures);
const resultsDir = path.join(repoRoot, 'bench/results');
await mkdir(resultsDir, { recursive: true });
await writeFile(
  path.join(resultsDir, 'cluster-load.json'),
  `${JSON.stringify({ at: new Date().toISOString(), seconds, runs }, null, 2)}\n`,
);
if (runs.some((run) => run.nodes.some((node) => node.errors > 0))) process.exitCode = 1;
