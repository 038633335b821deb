// Benchmarks: cold start and whoami latency beside bare Fastify, the bytes a first visit to the
// login page and to the dashboard transfer, a qry select on 1,000,000 warehouse rows beside DuckDB itself, chunked upload throughput
// (the server's, and the console's own in Chromium with its main thread's longest task), a
// 3,000,000-row CSV import beside DuckDB's own CREATE TABLE AS read_csv and a qry group-by of the imported
// table beside the same SQL in DuckDB, a pivot of a 3,000,000-fact cube beside one DuckDB GROUPING SETS
// query, the 2,000 × 50 pivot with totals beside its GROUPING SETS query, a leaf write-back until that pivot
// shows it beside UPDATE plus the same query, and Copy Scenario
// of 1,000,000 facts beside INSERT … SELECT; in Chromium, the grid over 1,000,000 rows and a 2,000 × 50
// pivot with a cell written back.
// One table at the end: each figure the median of its runs, their range, its baseline, goal and whether
// it holds. Needs `npm run build`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lighthouseScores } from '../e2e/support/lighthouse';
import { coldStart } from './src/cold-start';
import { consoleUpload } from './src/console-upload';
import { cubePivot } from './src/cube-pivot';
import { type Figure, holds, printFigures } from './src/figures';
import { gridMillion } from './src/grid-million';
import { importCsv } from './src/import-csv';
import { pivotRender } from './src/pivot-render';
import { qryGroupBy } from './src/qry-groupby';
import { qrySelect, signInAdmin } from './src/qry-select';
import { repoRoot, requireBuild, startCubus } from './src/server-process';
import { uploadThroughput } from './src/upload-throughput';
import { whoamiLatency } from './src/whoami-latency';
import { widePivot } from './src/wide-pivot';
import { wireBytes } from './src/wire-bytes';

const targets = {
  coldStartMs: 3000,
  whoamiMedianMs: 5,
  whoamiRatio: 2,
  loginWireKb: 150,
  dashboardWireKb: 350,
  loginPerformance: 0.9,
  qryRatio: 1.3,
  qryGapMs: 15,
  groupRatio: 1.2,
  groupGapMs: 10,
  uploadMBps: 100,
  consoleUploadLongestTaskMs: 50,
  importRatio: 1.5,
  importPeakMiB: 1024,
  parquetImportRatio: 1.3,
  pivotRatio: 1.5,
  pivotGapMs: 20,
  copyScenarioRatio: 2,
  writeToPivotMs: 200,
  gridFirstRowsMs: 500,
  gridMiddleJumpMs: 300,
  gridLongestTaskMs: 50,
  pivotLongestTaskMs: 50,
  writeVisibleMs: 200,
};

/** Imports of each file, each on a freshly started server and beside its own DuckDB run. */
const importRuns = 3;

/**
 * The bytes of a first visit to the login page and to the dashboard, and Lighthouse's desktop
 * preset on the login page (three runs: the median score counts), on one server, stopped even
 * when a visit fails.
 */
async function firstVisits(dataDir: string) {
  const cubus = await startCubus(dataDir);
  try {
    const wire = await signInAdmin(dataDir, cubus.url).then((tokens) => wireBytes(cubus, tokens));
    const lighthouse = await lighthouseScores(cubus.url, ['/login', '/login', '/login']);
    return { wire, lighthouse };
  } finally {
    await cubus.stop();
  }
}

requireBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), 'cubus-bench-'));
try {
  // The first start seeds the data dir; the measured starts find it existing, as after a restart.
  const seeding = await startCubus(dataDir);
  await seeding.stop();

  const start = await coldStart(dataDir);
  const whoami = await whoamiLatency(dataDir);
  const { wire, lighthouse } = await firstVisits(dataDir);
  const loginWireKb = wire.login.totalBytes / 1000;
  const dashboardWireKb = wire.dashboard.totalBytes / 1000;
  const select = await qrySelect(dataDir);
  const upload = await uploadThroughput(dataDir);
  const consoleUploaded = await consoleUpload(dataDir);
  const imported = await importCsv(dataDir, 'csv', { runs: importRuns });
  const importedParquet = await importCsv(dataDir, 'parquet', { runs: importRuns });
  // On the table the import made; the same target as the select.
  const grouped = await qryGroupBy(dataDir);
  const cube = await cubePivot(dataDir);
  // Its own data dir: the table it seeds has the same name as the select's.
  const gridDir = await mkdtemp(path.join(tmpdir(), 'cubus-bench-grid-'));
  const grid = await gridMillion(gridDir).finally(() => rm(gridDir, { recursive: true, force: true }));
  const wideDir = await mkdtemp(path.join(tmpdir(), 'cubus-bench-wide-'));
  const wide = await widePivot(wideDir).finally(() => rm(wideDir, { recursive: true, force: true }));
  const renderDir = await mkdtemp(path.join(tmpdir(), 'cubus-bench-pivot-'));
  const render = await pivotRender(renderDir).finally(() => rm(renderDir, { recursive: true, force: true }));

  const figures: Figure[] = [
    {
      figure: 'cold start to healthy (ms)',
      runs: start.cubusMs,
      baseline: start.bareMs,
      against: 'bare Fastify',
      goal: { atMost: targets.coldStartMs },
    },
    {
      figure: `whoami median latency, ${whoami.connections} clients (ms)`,
      runs: whoami.cubus.medianRuns,
      baseline: whoami.bare.medianRuns,
      against: 'bare Fastify',
      goal: { atMost: targets.whoamiMedianMs },
    },
    {
      figure: 'whoami median latency beside bare Fastify',
      runs: whoami.cubus.medianRuns,
      baseline: whoami.bare.medianRuns,
      against: 'bare Fastify',
      goal: { ratio: targets.whoamiRatio, gap: 0 },
    },
    { figure: 'login page as sent (KB)', runs: [loginWireKb], goal: { atMost: targets.loginWireKb } },
    {
      figure: 'first dashboard visit as sent (KB)',
      runs: [dashboardWireKb],
      goal: { atMost: targets.dashboardWireKb },
    },
    {
      figure: 'Lighthouse performance, login (desktop)',
      runs: lighthouse.map((run) => run.performance),
      goal: { atLeast: targets.loginPerformance },
    },
    {
      figure: `qry select of ${select.rows} rows, page + total (ms)`,
      runs: select.serverRuns,
      baseline: select.duckdbRuns,
      against: 'DuckDB',
      goal: { ratio: targets.qryRatio, gap: targets.qryGapMs },
    },
    {
      figure: 'chunked upload (MB/s)',
      runs: [upload.megabytesPerSecond],
      goal: { atLeast: targets.uploadMBps },
    },
    {
      figure: `console upload of ${consoleUploaded.bytes / 2 ** 20} MiB, Chromium (MB/s)`,
      runs: consoleUploaded.megabytesPerSecondRuns,
      baseline: [upload.megabytesPerSecond],
      against: 'the chunks sent alone',
    },
    {
      figure: 'console upload longest task (ms)',
      runs: consoleUploaded.longestTaskRuns,
      goal: { atMost: targets.consoleUploadLongestTaskMs },
    },
    {
      figure: `CSV import of ${imported.rows} rows (s)`,
      runs: imported.runs.map((run) => run.serverSeconds),
      baseline: imported.runs.map((run) => run.duckdbSeconds),
      against: 'DuckDB CTAS',
      goal: { ratio: targets.importRatio, gap: 0 },
    },
    {
      figure: 'CSV import, server peak RSS (MiB)',
      runs: imported.runs.map((run) => run.peakRssMiB),
      goal: { atMost: targets.importPeakMiB },
    },
    {
      figure: `Parquet import of ${importedParquet.rows} rows (s)`,
      runs: importedParquet.runs.map((run) => run.serverSeconds),
      baseline: importedParquet.runs.map((run) => run.duckdbSeconds),
      against: 'DuckDB CTAS',
      goal: { ratio: targets.parquetImportRatio, gap: 0 },
    },
    {
      figure: `qry group-by of ${grouped.rows} rows, ${grouped.groups} groups (ms)`,
      runs: grouped.serverRuns,
      baseline: grouped.duckdbRuns,
      against: 'DuckDB',
      goal: { ratio: targets.groupRatio, gap: targets.groupGapMs },
    },
    {
      figure: `cube pivot, ${cube.facts} facts, ${cube.pivotRows} × ${cube.pivotColumns} (ms)`,
      runs: cube.serverRuns,
      baseline: cube.duckdbRuns,
      against: 'DuckDB',
      goal: { ratio: targets.pivotRatio, gap: targets.pivotGapMs },
    },
    {
      figure: `wide pivot ${wide.rows} × ${wide.columns} with totals (ms)`,
      runs: wide.serverRuns,
      baseline: wide.duckdbRuns,
      against: 'DuckDB',
      goal: { ratio: targets.pivotRatio, gap: targets.pivotGapMs },
    },
    {
      figure: 'write-back to visible, server (ms)',
      runs: cube.writeToPivot.serverRuns,
      baseline: cube.writeToPivot.duckdbRuns,
      against: 'DuckDB',
      goal: { atMost: targets.writeToPivotMs },
    },
    {
      figure: `copy scenario of ${cube.copyFacts} facts (ms)`,
      runs: [cube.copyServerMs],
      baseline: [cube.copyDuckdbMs],
      against: 'DuckDB',
      goal: { ratio: targets.copyScenarioRatio, gap: 0 },
    },
    { figure: 'grid first rows (ms)', runs: grid.firstRowsRuns, goal: { atMost: targets.gridFirstRowsMs } },
    {
      figure: 'grid middle jump (ms)',
      runs: grid.middleJumpRuns,
      goal: { atMost: targets.gridMiddleJumpMs },
    },
    {
      figure: 'grid longest task scrolling (ms)',
      runs: grid.longestTaskRuns,
      goal: { atMost: targets.gridLongestTaskMs },
    },
    {
      figure: 'pivot longest task, load (ms)',
      runs: [render.loadLongestTaskMs],
      goal: { atMost: targets.pivotLongestTaskMs },
    },
    {
      figure: 'pivot longest task, scroll (ms)',
      runs: [render.scrollLongestTaskMs],
      goal: { atMost: targets.pivotLongestTaskMs },
    },
    {
      figure: 'pivot write to visible, browser (ms)',
      runs: [render.writeVisibleMs],
      goal: { atMost: targets.writeVisibleMs },
    },
    { figure: 'pivot write to a second viewer, browser (ms)', runs: [render.otherViewerMs] },
  ];
  printFigures(figures);
  console.log(
    'Median of the runs; spread: their range. Single-run figures are one measurement each (bytes as sent ' +
      `are deterministic; the server's upload and the pivot's browser figures run once; each import run starts a server of its own). whoami: ${whoami.connections} ` +
      `clients × ${whoami.durationSeconds} s per round, ${whoami.bodyBytes}-byte answer, non-2xx ${whoami.cubus.non2xx}. ` +
      `Wire: login ${wire.login.files.length} answers, dashboard ${wire.dashboard.files.length}.`,
  );

  const resultsDir = path.join(repoRoot, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const at = new Date().toISOString();
  await writeFile(
    path.join(resultsDir, 'cold-start.json'),
    `${JSON.stringify({ at, targets, ...start }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'whoami.json'),
    `${JSON.stringify({ at, targets, ...whoami }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'wire-bytes.json'),
    `${JSON.stringify({ at, targets, ...wire }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'lighthouse.json'),
    `${JSON.stringify({ at, targets, runs: lighthouse }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'qry-select.json'),
    `${JSON.stringify({ at, targets, ...select }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'upload-throughput.json'),
    `${JSON.stringify({ at, targets, ...upload }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'console-upload.json'),
    `${JSON.stringify({ at, targets, ...consoleUploaded }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'import-csv.json'),
    `${JSON.stringify({ at, targets, ...imported }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'import-parquet.json'),
    `${JSON.stringify({ at, targets, ...importedParquet }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'qry-groupby.json'),
    `${JSON.stringify({ at, targets, ...grouped }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'cube-pivot.json'),
    `${JSON.stringify({ at, targets, ...cube }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'grid-million.json'),
    `${JSON.stringify({ at, targets, ...grid }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'wide-pivot.json'),
    `${JSON.stringify({ at, targets, ...wide }, null, 2)}\n`,
  );
  await writeFile(
    path.join(resultsDir, 'pivot-render.json'),
    `${JSON.stringify({ at, targets, ...render }, null, 2)}\n`,
  );
  const failed = figures.some((figure) => holds(figure) === false);
  if (failed || whoami.cubus.non2xx > 0) process.exitCode = 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
