import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBare, startCubus } from './server-process';
import { median, percentile } from './stats';

export interface Load {
  medianMs: number;
  p99Ms: number;
  requestsPerSecond: number;
  non2xx: number;
}

export interface WhoamiLatency {
  connections: number;
  durationSeconds: number;
  bodyBytes: number;
  cubus: Load & { medianRuns: number[] };
  bare: Load & { medianRuns: number[] };
}

async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<Load> {
  // Without a callback autocannon answers its instance, which is also a promise of the result.
  const run = autocannon({
    url: `${url}/api/whoami`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    connections,
    duration,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  // autocannon's own percentiles are whole milliseconds; the raw response times are not.
  const times: number[] = [];
  run.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const result = await run;
  return {
    medianMs: median(times),
    p99Ms: percentile(times, 0.99),
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * POST /api/whoami under `connections` concurrent clients, beside a bare Fastify route answering the
 * same JSON, measured by the same load generator in `rounds` alternating rounds (both processes up,
 * so both see the same machine): each load's figures are the median of its rounds, `medianRuns` each
 * round's median latency.
 */
export async function whoamiLatency(
  dataDir: string,
  connections = 50,
  duration = 3,
  rounds = 3,
): Promise<WhoamiLatency> {
  const credentials = await readFile(path.join(dataDir, 'initial-admin.txt'), 'utf8');
  const password = credentials.match(/^ADMIN_PASSWORD=(.*)$/m)?.[1];
  if (!password) throw new Error('no generated admin password in initial-admin.txt');
  // The API limit (100,000 calls a minute per caller) still runs on every call, but far above what
  // a fast machine sends in the rounds (about 120,000 a minute at 15,000 a second): a refusal is
  // cheaper than an answer, and would flatter the figure while failing the run.
  const cubus = await startCubus(dataDir, { CUBUS_API_RATE_LIMIT: String(10_000_000) });
  try {
    const login = await fetch(`${cubus.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    const body = await (
      await fetch(`${cubus.url}/api/whoami`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      })
    ).text();
    const bare = await startBare(body);
    try {
      // Warm-up: JIT, caches.
      await load(cubus.url, headers, connections, 1);
      await load(bare.url, {}, connections, 1);
      const cubusRounds: Load[] = [];
      const bareRounds: Load[] = [];
      for (let round = 0; round < rounds; round++) {
        cubusRounds.push(await load(cubus.url, headers, connections, duration));
        bareRounds.push(await load(bare.url, {}, connections, duration));
      }
      return {
        connections,
        durationSeconds: duration,
        bodyBytes: Buffer.byteLength(body),
        cubus: medianOf(cubusRounds),
        bare: medianOf(bareRounds),
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await cubus.stop();
  }
}

/** Each figure the median over the rounds; the rounds' median latencies kept as `medianRuns`. */
function medianOf(rounds: Load[]): Load & { medianRuns: number[] } {
  const medianRuns = rounds.map((r) => r.medianMs);
  return {
    medianMs: median(medianRuns),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    medianRuns,
  };
}
