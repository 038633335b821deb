import { randomUUID } from 'node:crypto';
import type { DashboardAnswer } from '@cubus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logActivity } from '../src/lib/activity';
import { post, type StoreKind, startApp, storeKinds, type TestApp } from './helper';
import { type ImportCaller, job, signInAdmin, waitJob } from './import-helper';

/** Never ends within any time limit: about 10^16 rows counted. */
const runaway = 'SELECT count(*) AS n FROM range(100000000) a, range(100000000) b';

describe.each(storeKinds)('procedures on %s', (kind: StoreKind) => {
  let t: TestApp;
  let who: ImportCaller;
  const qry = (body: unknown, token = who.token) => post(t.app, '/api/qry', body, token);
  const create = (values: Record<string, unknown>) =>
    qry({ op: 'create', object: 'procedures', values: { description: '', arguments: [], ...values } });
  const created = async (values: Record<string, unknown>): Promise<string> => {
    const response = await create(values);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().row.id;
  };
  const run = (id: string, args: Record<string, unknown> = {}) =>
    qry({ op: 'run', object: 'procedures', id, args });
  const runToEnd = async (id: string, args: Record<string, unknown> = {}) => {
    const response = await run(id, args);
    expect(response.statusCode, response.body).toBe(200);
    return waitJob(t, who, response.json().jobId);
  };
  const procedureJobs = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'procedure')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const byName = async (name: string) => {
    const response = await qry({
      op: 'select',
      object: 'procedures',
      search: name,
      fields: ['id', 'name', 'builtin'],
    });
    return (response.json().rows as { id: string; name: string; builtin: string | null }[]).find(
      (r) => r.name === name,
    );
  };

  beforeAll(async () => {
    t = await startApp(kind, { CUBUS_PROCEDURE_TIMEOUT_MS: '3000' });
    who = await signInAdmin(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('runs a body with typed arguments and keeps its result and log', async () => {
    const id = await created({
      name: 'Double',
      arguments: [
        { name: 'factor', type: 'number', required: true },
        { name: 'label', type: 'text', default: 'x' },
        { name: 'since', type: 'date' },
      ],
      body: 'CREATE TEMP TABLE tmp AS SELECT $factor * 2 AS doubled, $label AS label; SELECT doubled, label, $since AS since FROM tmp',
    });
    const done = await runToEnd(id, { factor: 1.5, since: '2024-02-29' });
    expect(done.status, done.error ?? '').toBe('succeeded');
    const row = (await qry({ op: 'get', object: 'jobs', id: done.id })).json().row;
    expect(row.args).toEqual({ factor: 1.5, since: '2024-02-29' });
    expect(row.result.rows).toEqual([{ doubled: 3, label: 'x', since: '2024-02-29T00:00:00.000Z' }]);
    expect(row.result.columns.map((c: { name: string }) => c.name)).toEqual(['doubled', 'label', 'since']);
    expect(row.rowsRead).toBe(1);
    expect(typeof row.duration).toBe('number');
    expect(row.messages.map((m: { text: string }) => m.text).join('\n')).toMatch(
      /Ran 2 statement\(s\)[\s\S]*Returned 1 row/,
    );
    // Each line has its key and values for the console, the arguments said as words, not JSON.
    expect(row.messages[0]).toMatchObject({
      key: 'queuedWithArgs',
      values: { args: 'factor = 1.5, since = 2024-02-29' },
      text: 'Queued with factor = 1.5, since = 2024-02-29',
    });
    expect(row.messages).toContainEqual(
      expect.objectContaining({ key: 'rowsReturned', values: { rows: 1 }, text: 'Returned 1 row(s)' }),
    );
    const log = await qry({
      op: 'select',
      object: 'jobs',
      fields: ['id', 'status', 'args', 'duration', 'rowsRead'],
      filter: {
        isactive: true,
        operator: { id: 1, sid: 'and', name: 'AND' },
        childnodes: [],
        conditions: [{ isactive: true, field: 'objectId', op: 'eq', value: id }],
      },
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().rows).toHaveLength(1);
  });

  it('answers 400 for a wrong or missing argument, and runs nothing', async () => {
    const id = await created({
      name: 'Typed',
      arguments: [
        { name: 'n', type: 'integer', required: true },
        { name: 'flag', type: 'boolean' },
        { name: 'day', type: 'date' },
      ],
      body: 'SELECT $n AS n, $flag AS flag, $day AS day',
    });
    const before = await procedureJobs();
    for (const [args, code] of [
      [{}, 'argument_missing'],
      [{ n: 1.5 }, 'argument_invalid'],
      [{ n: '1' }, 'argument_invalid'],
      [{ n: 1, flag: 'yes' }, 'argument_invalid'],
      [{ n: 1, day: '2024-02-30' }, 'argument_invalid'],
      [{ n: 1, other: 1 }, 'argument_invalid'],
    ] as const) {
      const response = await run(id, args);
      expect(response.statusCode, JSON.stringify(args)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    expect(await procedureJobs()).toBe(before);
  });

  it('checks a member argument against its reference', async () => {
    const refs = await qry({ op: 'select', object: 'refs', search: 'Region', fields: ['id', 'name'] });
    const region = (refs.json().rows as { id: string; name: string }[]).find((r) => r.name === 'Region');
    expect(region).toBeDefined();
    const id = await created({
      name: 'Region sales',
      arguments: [{ name: 'region', type: 'member', refId: region?.id, required: true }],
      body: 'SELECT count(*)::INTEGER AS n FROM sales WHERE region = $region',
    });
    const missing = await run(id, { region: 'Atlantis' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('member_not_found');
    const done = await runToEnd(id, { region: 'North' });
    expect(done.status, done.error ?? '').toBe('succeeded');
    expect((await qry({ op: 'get', object: 'jobs', id: done.id })).json().row.result.rows).toEqual([
      { n: 576 },
    ]);
  });

  it('puts a table argument in as a quoted name of the domain’s own tables only', async () => {
    const id = await created({
      name: 'Count rows',
      arguments: [{ name: 'target', type: 'table', required: true }],
      body: 'SELECT count(*)::INTEGER AS n FROM $target',
    });
    const done = await runToEnd(id, { target: 'sales' });
    expect(done.status, done.error ?? '').toBe('succeeded');
    for (const target of ['sales; DROP TABLE sales', '"sales"', randomUUID()]) {
      const response = await run(id, { target });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('argument_invalid');
    }
  });

  it('cannot read another domain’s table', async () => {
    const other = randomUUID();
    await t.app.warehouse.execute(other, 'CREATE TABLE secret_other AS SELECT 42 AS answer');
    const id = await created({ name: 'Peek', body: 'SELECT * FROM secret_other' });
    const done = await runToEnd(id);
    expect(done.status).toBe('failed');
    expect(done.errorCode).toBe('procedure_failed');
    const file = `${t.config.dataDir}/warehouse/${other}.duckdb`;
    const byPath = await create({ name: 'Peek by path', body: `SELECT * FROM '${file}'` });
    expect(byPath.json().error.code).toBe('statement_not_allowed');
  });

  it.each([
    ['read a file', "SELECT * FROM read_csv('/etc/passwd')"],
    ['read a file by its path', "SELECT * FROM '/etc/passwd'"],
    ['reach the network', "SELECT * FROM read_parquet('https://example.com/x.parquet')"],
    ['reach a URL by replacement scan', "SELECT * FROM 'http://example.com/data.csv'"],
    ['attach a database', "ATTACH '/tmp/other.duckdb' AS other"],
    ['change a setting', "SET memory_limit = '64GB'"],
    ['reset a setting', 'RESET threads'],
    ['run a pragma', 'PRAGMA version'],
    ['load an extension', 'LOAD httpfs'],
    ['install an extension', 'INSTALL httpfs'],
    ['copy to a file', "COPY sales TO 'out.csv'"],
    ['export the database', "EXPORT DATABASE 'dump'"],
    ['run SQL from text', "SELECT * FROM query('SELECT 1')"],
    ['hide a statement after a good one', 'SELECT 1; SET threads = 8'],
    ['create a secret', "CREATE SECRET s (TYPE s3, KEY_ID 'x', SECRET 'y')"],
    // Quoting and case do not get around the check: it reads DuckDB's parse tree.
    ['run SQL from text by a quoted name', `SELECT "query"('select 42')`],
    ['read a file by a quoted name', `SELECT * FROM "read_text"('/etc/hostname')`],
    ['run SQL from text in odd case', "SELECT * FROM Query_Table('sales')"],
    ['run SQL from text by a qualified name', "SELECT * FROM system.main.query('SELECT 1')"],
    ['show the settings', 'SELECT * FROM duckdb_settings()'],
    ['show the databases and their paths', 'SELECT path FROM duckdb_databases()'],
    ['show the databases through a view', 'SELECT * FROM duckdb_databases'],
    ['list the database files', 'SELECT * FROM pragma_database_list'],
    ['show the settings through pg_catalog', 'SELECT * FROM pg_catalog.pg_settings'],
    ['read a setting', "SELECT current_setting('temp_directory')"],
    ['list the extensions', 'SELECT * FROM duckdb_extensions()'],
    ['read a file inside an INSERT', "INSERT INTO sales SELECT * FROM read_csv('/etc/passwd')"],
    ['read a setting inside an UPDATE', "UPDATE sales SET region = current_setting('home_directory')"],
    ['read the environment inside a DELETE', "DELETE FROM sales WHERE region = getenv('HOME')"],
    ['copy the catalog into a table', 'CREATE TABLE leak AS SELECT * FROM duckdb_databases()'],
    ['hide the settings in a view', 'CREATE VIEW leak AS SELECT * FROM duckdb_settings()'],
    [
      'hide a call in a column default',
      "CREATE TABLE leak (a VARCHAR DEFAULT current_setting('temp_directory'))",
    ],
    ['make a macro', 'CREATE MACRO leak() AS 1'],
    ['hide a call after RETURNING', "INSERT INTO sales (region) VALUES ('x') RETURNING current_setting('x')"],
  ])('refuses a body that would %s, before running anything', async (_name, body) => {
    const response = await create({ name: 'Bad', body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('statement_not_allowed');
  });

  it('saves and runs every kind of statement a procedure may hold, calls checked in each', async () => {
    const body = `CREATE TABLE IF NOT EXISTS kinds_a (id INTEGER, name VARCHAR, amount DECIMAL(18, 2));
      INSERT INTO kinds_a SELECT r, 'n' || r::VARCHAR, round(r * 1.5, 2) FROM range(1, 6) t(r);
      INSERT INTO kinds_a (id, name) VALUES (10, upper('ten'));
      UPDATE kinds_a SET name = lower(name), amount = coalesce(amount, 0) WHERE id > 3;
      UPDATE kinds_a AS k SET amount = k.amount + s.n FROM (SELECT 1 AS n) s WHERE k.id = 1;
      DELETE FROM kinds_a USING (SELECT 2 AS id) d WHERE kinds_a.id = d.id;
      CREATE TEMP TABLE kinds_t AS SELECT id, row_number() OVER (ORDER BY id DESC) AS r FROM kinds_a;
      CREATE OR REPLACE VIEW kinds_v AS SELECT count(*) AS n, sum(amount) AS total FROM kinds_a;
      CREATE INDEX kinds_i ON kinds_a (id);
      DROP INDEX kinds_i;
      SELECT v.n, v.total, (SELECT max(r) FROM kinds_t) AS ranked FROM kinds_v v`;
    const id = await created({ name: 'Every kind', body });
    const done = await runToEnd(id);
    expect(done.status, JSON.stringify(done)).toBe('succeeded');
    const result = (await job(t, who, done.id)) as unknown as { result: { rows: unknown[] } };
    expect(result.result.rows).toEqual([{ n: 5, total: 20.5, ranked: 5 }]);
  });

  it('refuses at run a saved body that calls what is not allowed (saved before the check)', async () => {
    const id = await created({ name: 'Later refused', body: 'SELECT 1 AS one' });
    await t.app.db
      .updateTable('procedures')
      .set({ body: `SELECT "query"('SELECT 42') AS leak` })
      .where('id', '=', id)
      .execute();
    const done = await runToEnd(id);
    expect([done.status, done.errorCode]).toEqual(['failed', 'statement_not_allowed']);
  });

  it('refuses a body that does not parse or names an undeclared argument', async () => {
    const parse = await create({ name: 'Bad', body: 'SELEC 1 FROM' });
    expect(parse.json().error.code).toBe('statement_not_allowed');
    const broken = await create({ name: 'Bad', body: 'SELECT 1 FROM WHERE' });
    expect(broken.json().error.code).toBe('procedure_invalid');
    const undeclared = await create({ name: 'Bad', body: 'SELECT $nope' });
    expect(undeclared.json().error.code).toBe('procedure_invalid');
  });

  it('is sandboxed even where the check is skipped', async () => {
    const session = await t.app.warehouse.openUserSession(who.domainId);
    try {
      for (const sql of [
        "SELECT * FROM read_csv('/etc/passwd')",
        "SELECT * FROM read_csv('http://127.0.0.1:9/x.csv')",
        "ATTACH '/tmp/cubus-procedure-other.duckdb' AS other",
        "SET memory_limit = '64GB'",
        'SET enable_external_access = true',
      ])
        await expect(session.query(sql), sql).rejects.toThrow();
      const [row] = await session.query(
        "SELECT current_setting('enable_external_access') AS external, current_setting('lock_configuration') AS locked, current_setting('autoload_known_extensions') AS autoload",
      );
      expect(row).toEqual({ external: false, locked: true, autoload: false });
    } finally {
      session.close();
    }
  });

  it('stops a runaway query at its time limit and fails the job with procedure_timeout', async () => {
    const id = await created({ name: 'Runaway', body: runaway });
    const started = Date.now();
    const done = await runToEnd(id);
    expect(done.status).toBe('failed');
    expect(done.errorCode).toBe('procedure_timeout');
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('stops a run on Cancel', async () => {
    const id = await created({ name: 'Runaway 2', body: runaway });
    const response = await run(id);
    const jobId = response.json().jobId;
    for (let i = 0; i < 100 && (await job(t, who, jobId)).status !== 'running'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const cancel = await post(t.app, '/api/jobs/cancel', { jobId }, who.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const done = await waitJob(t, who, jobId);
    expect(done.status).toBe('cancelled');
  }, 30_000);

  it('does not let a viewer run a procedure', async () => {
    const viewer = await t.signIn('viewer', t.credentials.viewerPassword);
    const id = await created({ name: 'For viewers', body: 'SELECT 1 AS one' });
    const response = await run(id, {});
    expect(response.statusCode).toBe(200);
    const refused = await qry({ op: 'run', object: 'procedures', id, args: {} }, viewer.accessToken);
    expect(refused.statusCode).toBe(403);
  });

  it('marks a built-in procedure’s run by its code on the Ribbon and the dashboard, a user procedure’s not', async () => {
    const totals = await byName('Recalculate totals');
    const own = await created({ name: 'Own totals', body: 'SELECT 1 AS n' });
    for (const id of [totals?.id ?? '', own]) expect((await runToEnd(id)).status).toBe('succeeded');
    // A line from before lines were marked: known by the procedure's id.
    await logActivity(t.app.db, {
      domainId: who.domainId,
      actorId: who.userId,
      actor: 'admin',
      action: 'procedure.succeeded',
      object: 'Recalculate totals',
      details: { kind: 'procedures', id: totals?.id },
    });
    const lines = async () =>
      (
        await qry({
          op: 'select',
          object: 'ribbon',
          fields: ['object', 'objectId', 'builtin', 'details'],
          filter: {
            operator: { sid: 'and' },
            conditions: [{ field: 'action', op: 'eq', value: 'procedure.succeeded' }],
          },
        })
      ).json().rows as {
        object: string;
        objectId: string;
        builtin: string | null;
        details: { builtin?: string };
      }[];
    // The line of a run is written just after its end.
    const rows = await vi.waitFor(async () => {
      const found = (await lines()).filter((line) => line.objectId === own || line.objectId === totals?.id);
      expect(found).toHaveLength(3);
      return found;
    });
    const ownLine = rows.find((line) => line.objectId === own);
    const builtinLine = rows.find((line) => line.objectId === totals?.id && line.details.builtin);
    const old = rows.find((line) => line.objectId === totals?.id && !line.details.builtin);
    expect(builtinLine).toMatchObject({ object: 'Recalculate totals', builtin: 'recalculate-totals' });
    expect(builtinLine?.details.builtin).toBe('recalculate-totals');
    expect(ownLine).toMatchObject({ object: 'Own totals', builtin: null });
    expect(ownLine?.details.builtin).toBeUndefined();
    expect(old).toMatchObject({ objectId: totals?.id, builtin: 'recalculate-totals' });
    // The console finds a built-in's lines by the name it shows ("Summen" in German: the built-ins
    // so named), anything else by the name logged: "totals" finds the user procedure's alone.
    const found = async (object: string, builtins: string[]) =>
      (
        await qry({
          op: 'select',
          object: 'ribbon',
          fields: ['objectId'],
          filter: {
            operator: { sid: 'and' },
            conditions: [{ field: 'action', op: 'eq', value: 'procedure.succeeded' }],
            childnodes: [
              {
                operator: { sid: 'or' },
                conditions: builtins.length ? [{ field: 'builtin', op: 'in', value: builtins }] : [],
                childnodes: [
                  {
                    operator: { sid: 'and' },
                    conditions: [
                      { field: 'object', op: 'contains', value: object },
                      { field: 'builtin', op: 'null' },
                    ],
                  },
                ],
              },
            ],
          },
        })
      )
        .json()
        .rows.map((row: { objectId: string }) => row.objectId)
        .filter((id: string) => id === own || id === totals?.id);
    expect(await found('summen', ['recalculate-totals'])).toEqual([totals?.id, totals?.id]);
    expect(await found('totals', [])).toEqual([own]);

    const dashboard = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { authorization: `Bearer ${who.token}` },
      })
    ).json() as DashboardAnswer;
    const jobOf = (id: string | undefined) => dashboard.jobs.latest.find((j) => j.objectId === id);
    expect(jobOf(totals?.id)).toMatchObject({
      objectName: 'Recalculate totals',
      builtin: 'recalculate-totals',
    });
    expect(jobOf(own)?.objectName).toBe('Own totals');
    expect(jobOf(own)?.builtin).toBeUndefined();
    expect(dashboard.ribbon.find((r) => r.object === 'Own totals')?.builtin).toBeUndefined();
    expect(dashboard.ribbon.find((r) => r.object === 'Recalculate totals')?.builtin).toBe(
      'recalculate-totals',
    );
  }, 60_000);

  it('ships read-only built-ins and the demo procedure', async () => {
    const copy = await byName('Copy Scenario');
    expect(copy?.builtin).toBe('copy-scenario');
    expect((await byName('Clear cube slice'))?.builtin).toBe('clear-slice');
    const totals = await byName('Recalculate totals');
    const change = await qry({
      op: 'update',
      object: 'procedures',
      id: copy?.id,
      version: 1,
      values: { name: 'Mine' },
    });
    expect(change.json().error.code).toBe('procedure_builtin');
    const removed = await qry({ op: 'delete', object: 'procedures', ids: [copy?.id] });
    expect(removed.json().error.code).toBe('procedure_builtin');

    const done = await runToEnd(totals?.id ?? '');
    expect(done.status, done.error ?? '').toBe('succeeded');
    expect(done.messages.map((m) => m.text).join('\n')).toContain('computed on the fly');

    const cubes = await qry({ op: 'select', object: 'cubes', search: 'Sales', fields: ['id', 'name'] });
    const cubeId = (cubes.json().rows as { id: string; name: string }[]).find((c) => c.name === 'Sales')?.id;
    const wrongScenario = await run(copy?.id ?? '', { cube: cubeId, from: 'Actual', to: 'Nowhere' });
    expect(wrongScenario.json().error.code).toBe('member_not_found');
    const copied = await runToEnd(copy?.id ?? '', {
      cube: cubeId,
      from: 'Actual',
      to: 'Forecast',
      factor: 2,
    });
    expect(copied.status, copied.error ?? '').toBe('succeeded');

    const budget = await byName('Budget from actual');
    const seeded = await runToEnd(budget?.id ?? '', { factor: 1.1 });
    expect(seeded.status, seeded.error ?? '').toBe('succeeded');
    const [actual, plan] = await t.app.warehouse.execute(
      who.domainId,
      "SELECT sum(amount)::DOUBLE AS s FROM sales WHERE scenario IN ('Actual', 'Budget') GROUP BY scenario ORDER BY scenario",
    );
    expect(Number(plan?.s)).toBeCloseTo(Number(actual?.s) * 1.1, -1);
    await t.restart();
    who = await signInAdmin(t);
    const all = await qry({
      op: 'select',
      object: 'procedures',
      search: 'Budget from actual',
      fields: ['id'],
    });
    expect(all.json().rows).toHaveLength(1);
  }, 60_000);
});
