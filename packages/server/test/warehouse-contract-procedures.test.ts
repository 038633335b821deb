import { randomUUID } from 'node:crypto';
import type { ProcedureArgument, TableColumn } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArgValue } from '../src/engine/warehouse/procedures';
import { splitBody } from '../src/objects/procedures/procedure-body';
import { type OpenWarehouse, warehouseEngines } from './warehouses';

const columns: TableColumn[] = [
  { name: 'id', type: 'integer', nullable: false },
  { name: 'name', type: 'text', nullable: true },
  { name: 'qty', type: 'bigint', nullable: true },
];
const items = { name: 'items', key: 'id' };

/** The same procedure in each engine's SQL, where their SQL differs. */
type Bodies = Record<'duckdb' | 'clickhouse', string>;

/** Arguments as a run binds them, after `checkArgs`. */
const argsOf = (values: Record<string, [ProcedureArgument['type'], string | number | boolean | null]>) =>
  new Map<string, ArgValue>(Object.entries(values).map(([name, [type, value]]) => [name, { type, value }]));

const noArgs = new Map<string, ArgValue>();

describe.each(warehouseEngines)('procedures on the warehouse on $name', ({ engine, skip, open }) => {
  let w: OpenWarehouse;
  const [domainId, otherId] = [randomUUID(), randomUUID()];
  const bodyOf = (bodies: Bodies | string) => (typeof bodies === 'string' ? bodies : bodies[engine]);
  const statements = (bodies: Bodies | string) => splitBody(bodyOf(bodies), w.warehouse.procedures.lexis);
  const run = (bodies: Bodies | string, args = noArgs) =>
    w.warehouse.procedures.run(domainId, statements(bodies), args, {
      maxRows: 100,
      signal: new AbortController().signal,
    });
  const names = async () =>
    (await w.warehouse.execute(domainId, 'SELECT name FROM items ORDER BY id')).map((row) => row.name);

  beforeAll(async () => {
    if (skip) return;
    w = await open();
    await w.warehouse.seedDemoSales(domainId);
    await w.warehouse.createTable(domainId, 'items', columns, 'id');
    for (const [id, itemName, qty] of [
      [1, 'apple', 3],
      [2, 'pear', 5],
      [3, 'plum', 8],
    ] as const)
      await w.warehouse.insertRow(
        domainId,
        items,
        [
          { column: 'id', type: 'integer', value: id },
          { column: 'name', type: 'text', value: itemName },
          { column: 'qty', type: 'integer', value: qty },
        ],
        id,
      );
    await w.warehouse.createTable(otherId, 'orders', columns, 'id');
    await w.warehouse.insertRow(
      otherId,
      { name: 'orders', key: 'id' },
      [
        { column: 'id', type: 'integer', value: 1 },
        { column: 'name', type: 'text', value: 'secret of the other domain' },
      ],
      1,
    );
  }, 60_000);
  afterAll(() => w?.close());

  it.skipIf(skip)(
    "runs the demo procedure's body with its factor, to the same cents on each engine",
    async () => {
      const body = w.warehouse.demoProcedureBody;
      await w.warehouse.procedures.check(domainId, statements(body), argsOf({ factor: ['number', null] }));
      const result = await run(body, argsOf({ factor: ['number', 1.1] }));
      expect(result.rows).toEqual([
        { scenario: 'Actual', rows: 960, amount: 25076920 },
        { scenario: 'Budget', rows: 960, amount: 27584612 },
        { scenario: 'Forecast', rows: 960, amount: 24580526.6 },
      ]);
      expect(result.columns.map((column) => column.name)).toEqual(['scenario', 'rows', 'amount']);
      expect(result.truncated).toBe(false);
      // Run again: the Budget it made is replaced, not added to.
      const again = await run(body, argsOf({ factor: ['number', 1.1] }));
      expect(again.rows).toEqual(result.rows);
    },
  );

  it.skipIf(skip)('binds values of every type, NULL included, and a table as a quoted name', async () => {
    const body: Bodies = {
      duckdb: `SELECT $label AS label, $factor * 2 AS doubled, $n + 1 AS next, $yes AS yes,
        CAST($since AS VARCHAR) AS since, $missing IS NULL AS missing`,
      clickhouse: `SELECT $label AS label, $factor * 2 AS doubled, toInt32($n + 1) AS next, $yes = 1 AS yes,
        toString($since) AS since, isNull($missing) AS missing`,
    };
    const args = argsOf({
      label: ['text', "it's \\ a 'test'; $label"],
      factor: ['number', 1.5],
      n: ['integer', 41],
      yes: ['boolean', true],
      since: ['date', '2024-02-29'],
      missing: ['text', null],
    });
    const [row] = (await run(body, args)).rows;
    expect({ ...row, yes: Boolean(row?.yes), missing: Boolean(row?.missing) }).toEqual({
      label: "it's \\ a 'test'; $label",
      doubled: 3,
      next: 42,
      yes: true,
      since: '2024-02-29',
      missing: true,
    });
    const table = new Map<string, ArgValue>([...argsOf({ min: ['integer', 4] }), ['t', { table: 'items' }]]);
    const counted: Bodies = {
      duckdb: 'SELECT name FROM $t WHERE qty >= $min ORDER BY name',
      clickhouse: 'SELECT name FROM $t WHERE qty >= $min ORDER BY name',
    };
    expect((await run(counted, table)).rows).toEqual([{ name: 'pear' }, { name: 'plum' }]);
    // A `;` and a `$name` inside a string are text, however the engine escapes a quote.
    const quoted: Bodies = {
      duckdb: "SELECT 'it''s; $label' AS s",
      clickhouse: "SELECT 'it\\'s; $label' AS s",
    };
    expect((await run(quoted)).rows).toEqual([{ s: "it's; $label" }]);
  });

  it.skipIf(skip)('runs its statements in order: a write is seen by the statements after it', async () => {
    const body: Bodies = {
      duckdb: `INSERT INTO items (id, name, qty) VALUES ($id, $name, 1);
        UPDATE items SET qty = qty * $k WHERE name = $name;
        DELETE FROM items WHERE id = 1;
        SELECT name, CAST(qty AS INTEGER) AS qty FROM items ORDER BY id`,
      clickhouse: `INSERT INTO items (id, name, qty) VALUES ($id, $name, 1);
        ALTER TABLE items UPDATE qty = qty * $k WHERE name = $name;
        ALTER TABLE items DELETE WHERE id = 1;
        SELECT name, toInt32(qty) AS qty FROM items ORDER BY id`,
    };
    const args = argsOf({ id: ['integer', 4], name: ['text', 'quince'], k: ['integer', 7] });
    expect((await run(body, args)).rows).toEqual([
      { name: 'pear', qty: 5 },
      { name: 'plum', qty: 8 },
      { name: 'quince', qty: 7 },
    ]);
  });

  it.skipIf(skip)(
    'fails at the statement that fails: DuckDB rolls the run back, ClickHouse keeps what ran before',
    async () => {
      const before = await names();
      const body = `INSERT INTO items (id, name, qty) VALUES (9, 'half-done', 1);
        INSERT INTO nowhere (a) VALUES (1)`;
      const failure = await run(body).catch((error: unknown) => error);
      const atomic = w.warehouse.procedures.atomic;
      expect(atomic).toBe(engine === 'duckdb');
      expect(failure).toMatchObject({ statement: 2, applied: atomic ? 0 : 1 });
      expect(await names()).toEqual(atomic ? before : [...before, 'half-done']);
    },
  );

  it.skipIf(skip)(
    'stops the running statement when the run is stopped (Cancel, the time limit)',
    async () => {
      const runaway: Bodies = {
        duckdb: 'SELECT count(*) AS n FROM range(100000000) a, range(100000000) b',
        clickhouse: 'SELECT count() AS n FROM numbers(1000000000000)',
      };
      const stopper = new AbortController();
      const started = Date.now();
      const running = w.warehouse.procedures.run(domainId, statements(runaway), noArgs, {
        maxRows: 100,
        signal: stopper.signal,
      });
      setTimeout(() => stopper.abort(), 300);
      await expect(running).rejects.toMatchObject({ statement: 1, applied: 0 });
      expect(Date.now() - started).toBeLessThan(10_000);
    },
    30_000,
  );

  /** Bodies each engine refuses before running anything, and the code it refuses with. */
  const refusals: { what: string; bodies: Bodies | ((other: string) => string); code: string }[] = [
    {
      what: "reach the engine's system catalog",
      bodies: {
        duckdb: 'SELECT * FROM system.main.duckdb_tables',
        clickhouse: 'SELECT name FROM system.tables',
      },
      code: 'statement_not_allowed',
    },
    {
      what: "reach another domain's database",
      bodies: (other) => w.reachOther(other),
      code: 'statement_not_allowed',
    },
    {
      what: 'read a file',
      bodies: {
        duckdb: "SELECT * FROM read_csv('/etc/passwd')",
        clickhouse: "SELECT * FROM file('/etc/passwd', 'CSV', 'a String')",
      },
      code: 'statement_not_allowed',
    },
    {
      what: 'reach the network',
      bodies: {
        duckdb: "SELECT * FROM read_csv('http://127.0.0.1:9/x.csv')",
        clickhouse: "SELECT * FROM url('http://127.0.0.1:9/x.csv', 'CSV', 'a String')",
      },
      code: 'statement_not_allowed',
    },
    {
      what: 'change a setting',
      bodies: { duckdb: "SET memory_limit = '64GB'", clickhouse: 'SELECT 1 SETTINGS readonly = 0' },
      code: 'statement_not_allowed',
    },
    {
      what: 'open a transaction',
      bodies: { duckdb: 'BEGIN TRANSACTION', clickhouse: 'BEGIN TRANSACTION' },
      code: engine === 'clickhouse' ? 'statement_not_supported' : 'statement_not_allowed',
    },
  ];

  it.skipIf(skip).each(refusals)(
    'refuses a body that would $what, before running anything',
    async (refusal) => {
      const refused = typeof refusal.bodies === 'function' ? refusal.bodies(otherId) : bodyOf(refusal.bodies);
      // A good statement first: it must not have run when the refused one is found.
      const body = `INSERT INTO items (id, name, qty) VALUES (20, 'ran', 1);\n${refused}`;
      const before = await names();
      const attempts = [
        () => w.warehouse.procedures.check(domainId, statements(body), noArgs),
        () => run(body),
      ];
      for (const attempt of attempts) {
        const error = await attempt().then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
        expect(error, refused).toMatchObject({ status: 400, code: refusal.code, details: { statement: 2 } });
        expect(`${String(error)} ${JSON.stringify(error)}`).not.toContain('secret of the other domain');
      }
      expect(await names()).toEqual(before);
    },
  );
});
