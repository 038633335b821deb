import { startCluster } from './cluster';
import type { Figure } from './figures';
import { percentile, round } from './stats';

/** What one client calls, and how often (of every 10 calls). */
const mix = [
  { call: 'whoami', weight: 4 },
  { call: 'grid', weight: 3 },
  { call: 'pivot', weight: 2 },
  { call: 'write', weight: 1 },
] as const;
type CallName = (typeof mix)[number]['call'];

const regions = ['North', 'South', 'East', 'West', 'Central'];
const products = ['Laptops', 'Tablets', 'Phones', 'Monitors', 'Printers', 'Keyboards', 'Headsets', 'Docks'];

/** The calls of one node's share of the clients in a run. */
export interface NodeLoad {
  node: number;
  calls: number;
  errors: number;
  /** Calls answered per second. */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
}

/** One run: every node's figures, and the calls of each kind. */
export interface LoadRun {
  nodes: NodeLoad[];
  byCall: Record<CallName, number>;
}

interface Target {
  url: string;
  token: string;
  salesTable: string;
  salesCube: string;
}

async function signIn(url: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password }),
  });
  if (!answer.ok) throw new Error(`login on ${url}: ${answer.status}`);
  return (await answer.json()).accessToken;
}

async function post(target: { url: string; token: string }, path: string, body: unknown): Promise<Response> {
  return fetch(`${target.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${target.token}`,
      'Accept-Encoding': 'gzip, br',
    },
    body: JSON.stringify(body),
  });
}

/** The id of the Demo domain's object of `kind` named `name`. */
async function idOf(target: { url: string; token: string }, kind: string, name: string): Promise<string> {
  const answer = await post(target, '/api/qry', { op: 'select', object: kind, search: name });
  const rows = (await answer.json()).rows as { id: string; name: string }[];
  const found = rows.find((row) => row.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found.id;
}

/** One call of the mix, `n` picking which (and which cell a write changes). */
function request(target: Target, call: CallName, n: number): Promise<Response> {
  switch (call) {
    case 'whoami':
      return post(target, '/api/whoami', {});
    case 'grid':
      return post(target, '/api/qry', {
        op: 'select',
        object: `table:${target.salesTable}`,
        limit: 100,
        offset: (n * 100) % 2_000,
        orderby: { isActive: true, sorts: [{ field: 'amount', dir: 'desc' }] },
      });
    case 'pivot':
      return post(target, '/api/cubes/pivot', {
        cubeId: target.salesCube,
        rows: [{ dim: 'region', expandAll: true }],
        columns: [{ dim: 'scenario', expandAll: true }],
        measures: ['amount', 'quantity'],
      });
    case 'write':
      return post(target, '/api/cubes/write', {
        cubeId: target.salesCube,
        measure: 'amount',
        coords: {
          region: regions[n % regions.length],
          product: products[n % products.length],
          month: '2025-06',
          scenario: 'Budget',
        },
        value: 1000 + (n % 1000),
      });
  }
}

const calls: CallName[] = mix.flatMap(({ call, weight }) => Array<CallName>(weight).fill(call));

/**
 * `clients` clients for `seconds`, each sending its next call when the last is answered, client i
 * to node i mod the nodes: each node's throughput, p50 and p99 and its errors (any answer that is
 * not 2xx, or no answer).
 */
async function drive(targets: Target[], clients: number, seconds: number): Promise<LoadRun> {
  const latencies = targets.map(() => [] as number[]);
  const errors = targets.map(() => [] as string[]);
  const byCall = { whoami: 0, grid: 0, pivot: 0, write: 0 };
  const until = performance.now() + seconds * 1000;
  const began = performance.now();
  let counter = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const node = client % targets.length;
      const target = targets[node] as Target;
      while (performance.now() < until) {
        const n = counter++;
        const call = calls[n % calls.length] as CallName;
        const start = performance.now();
        try {
          const answer = await request(target, call, n);
          await answer.arrayBuffer();
          if (!answer.ok) errors[node]?.push(`${call}: ${answer.status}`);
        } catch (error) {
          errors[node]?.push(`${call}: ${error instanceof Error ? error.message : String(error)}`);
        }
        latencies[node]?.push(performance.now() - start);
        byCall[call]++;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  return {
    byCall,
    nodes: targets.map((_, node) => {
      const times = latencies[node] ?? [];
      return {
        node: node + 1,
        calls: times.length,
        errors: errors[node]?.length ?? 0,
        throughput: round(times.length / elapsed, 1),
        p50Ms: round(percentile(times, 0.5)),
        p99Ms: round(percentile(times, 0.99)),
        samples: (errors[node] ?? []).slice(0, 5),
      };
    }),
  };
}

/** A cluster of `nodeCount` nodes, signed in on each, the demo's sales table and cube found. */
async function loadOn(nodeCount: number, clients: number, seconds: number): Promise<LoadRun> {
  const cluster = await startCluster(nodeCount);
  try {
    const targets: Target[] = [];
    for (const node of cluster.nodes) {
      const signed = { url: node.url, token: await signIn(node.url, cluster.adminPassword) };
      targets.push({
        ...signed,
        salesTable: await idOf(signed, 'tables', 'sales'),
        salesCube: await idOf(signed, 'cubes', 'Sales'),
      });
    }
    // Warm each node (caches, prepared statements) before the measured run.
    await drive(targets, targets.length * 2, 3);
    return await drive(targets, clients, seconds);
  } finally {
    await cluster.stop();
  }
}

/**
 * 50 clients of mixed calls (whoami, a grid page, a pivot, a cell write) for `seconds` on two
 * nodes, then on one node alone: per node throughput and p99, and no error allowed.
 */
export async function clusterLoad(
  seconds = 60,
  clients = 50,
): Promise<{ figures: Figure[]; runs: LoadRun[] }> {
  const alone = await loadOn(1, clients, seconds);
  const two = await loadOn(2, clients, seconds);
  const total = (run: LoadRun) => run.nodes.reduce((sum, node) => sum + node.throughput, 0);
  const figures: Figure[] = [
    {
      figure: 'cluster: errors on 2 nodes',
      runs: [two.nodes.reduce((n, node) => n + node.errors, 0)],
      goal: { atMost: 0 },
    },
    {
      figure: 'cluster: errors on 1 node',
      runs: [alone.nodes.reduce((n, node) => n + node.errors, 0)],
      goal: { atMost: 0 },
    },
    ...two.nodes.map((node) => ({
      figure: `cluster: node ${node.node} of 2, p99 (ms)`,
      runs: [node.p99Ms],
      baseline: [alone.nodes[0]?.p99Ms ?? Number.NaN],
      against: 'one node alone',
    })),
    {
      figure: 'cluster: calls/s, 2 nodes',
      runs: [round(total(two), 1)],
      baseline: [round(total(alone), 1)],
      against: 'one node alone',
    },
  ];
  return { figures, runs: [alone, two] };
}
