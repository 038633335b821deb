// Benchmarks of Cubus on ClickHouse beside ClickHouse alone (its own script: with the server's
// start, the 3,000,000-row import and the cube's generate it takes some minutes, which the main
// run's 10 do not leave room for). Needs `npm run build` and Debian's clickhouse-server.
// One table at the end: each figure the median of its runs, their range and its baseline.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clickhouseSide } from './src/clickhouse-side';
import { type Figure, printFigures } from './src/figures';
import { repoRoot, requireBuild } from './src/server-process';

requireBuild();
const { imported, duckdbReadSeconds, grouped, pivot, written } = await clickhouseSide();
const against = 'the same on ClickHouse, raw';
const figures: Figure[] = [
  {
    figure: `CSV import of ${imported.rows} rows on ClickHouse (s)`,
    runs: imported.runs.map((run) => run.serverSeconds),
    baseline: imported.runs.map((run) => run.duckdbSeconds),
    against: 'INSERT … FORMAT CSVWithNames, raw',
    goal: { ratio: 1.5, gap: 0 },
  },
  { figure: '  of which the upload (s)', runs: imported.runs.map((run) => run.uploadSeconds) },
  { figure: '  of which the import job (s)', runs: imported.runs.map((run) => run.jobSeconds) },
  { figure: 'DuckDB alone reading the file into a table (s)', runs: [duckdbReadSeconds] },
  {
    figure: `qry group-by of ${grouped.rows} rows on ClickHouse, ${grouped.statements} statements (ms)`,
    runs: grouped.serverRuns,
    baseline: grouped.duckdbRuns,
    against,
    goal: { ratio: 1.3, gap: 15 },
  },
  {
    figure: `cube pivot of ${pivot.facts} fact rows on ClickHouse, ${pivot.statements} statements (ms)`,
    runs: pivot.serverRuns,
    baseline: pivot.duckdbRuns,
    against,
    goal: { ratio: 1.5, gap: 20 },
  },
  {
    figure: `write-back of a leaf to the pivot showing it, ${written.statements} statements (ms)`,
    runs: written.serverRuns,
    baseline: written.duckdbRuns,
    against,
    goal: { atMost: 200 },
  },
];
printFigures(figures);
console.log(
  'Median of the runs; spread: their range. The import runs once; the baseline of the others replays the statements the server sent.',
);
const resultsDir = path.join(repoRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(
  path.join(resultsDir, 'clickhouse.json'),
  `${JSON.stringify({ at: new Date().toISOString(), imported, duckdbReadSeconds, grouped, pivot, written }, null, 2)}\n`,
);
