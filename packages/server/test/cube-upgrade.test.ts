import { type PivotAnswer, pivotCell } from '@cubus/shared';
import { sql as raw } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plain } from '../src/engine/plain-row';
import { post, startApp, type TestApp } from './helper';
import { type ImportCaller, signInAdmin } from './import-helper';
import { undoJobResults } from './old-job-columns';

/**
 * An install from before measures had declared types: every measure a double (`number`), an
 * average kept as the average of its facts, no `facts_layout`. Its next start migrates it.
 */
describe('cubes made before declared measure types, at the next start', () => {
  let t: TestApp;
  let who: ImportCaller;
  let demoId: string;
  let planId: string;
  const call = (url: string, body: unknown) => post(t.app, url, body, who.token);
  const table = (id: string) => `cube_${id.replaceAll('-', '')}`;
  const columns = async (id: string) =>
    (await t.app.warehouse.execute(who.domainId, `DESCRIBE ${table(id)}`)).map((c) => [
      c.column_name,
      c.column_type,
    ]);
  const grand = async (cubeId: string, body: Record<string, unknown> = {}) => {
    const answer = (await call('/api/cubes/pivot', { cubeId, ...body })).json() as PivotAnswer;
    return answer.measures.map((_, m) => pivotCell(answer, answer.rows.length - 1, 0, m));
  };

  beforeAll(async () => {
    t = await startApp('pglite');
    who = await signInAdmin(t);
    demoId = (await call('/api/qry', { op: 'select', object: 'cubes', search: 'Sales' })).json().rows[0].id;
    const ref = (
      await call('/api/refs/generate', {
        name: 'Stores',
        generator: { kind: 'sequence', count: 3, prefix: 'S' },
      })
    ).json().id;
    planId = (
      await call('/api/qry', {
        op: 'create',
        object: 'cubes',
        values: {
          name: 'Old plan',
          description: '',
          dimensions: [{ name: 'store', refId: ref }],
          measures: [
            { name: 'price', aggregation: 'avg', type: 'float' },
            { name: 'orders', aggregation: 'count' },
          ],
        },
      })
    ).json().row.id;
    // The old layout: one double per measure, an average's value as it was shown.
    const run = (text: string) => t.app.warehouse.execute(who.domainId, text);
    await run(`DROP TABLE ${table(planId)}`);
    await run(`DROP TABLE ${table(planId)}_hist`);
    await run(`CREATE TABLE ${table(planId)} (d_0 BIGINT NOT NULL, m_0 DOUBLE, m_1 DOUBLE)`);
    await run(
      `CREATE TABLE ${table(planId)}_hist (change_id VARCHAR NOT NULL, existed BOOLEAN NOT NULL, d_0 BIGINT NOT NULL, m_0 DOUBLE, m_1 DOUBLE)`,
    );
    await run(`INSERT INTO ${table(planId)} VALUES (1, 10.5, 2), (2, 3.25, 5)`);
    for (const id of [demoId]) {
      await run(
        `CREATE TABLE ${table(id)}_old AS SELECT d_0, d_1, d_2, d_3, CAST(m_0 AS DOUBLE) AS m_0, CAST(m_1 AS DOUBLE) AS m_1 FROM ${table(id)}`,
      );
      await run(`DROP TABLE ${table(id)}`);
      await run(`ALTER TABLE ${table(id)}_old RENAME TO ${table(id)}`);
    }
    const db = t.app.db;
    await raw`update cubes set measures = ${JSON.stringify([
      { name: 'amount', type: 'number', aggregation: 'sum' },
      { name: 'quantity', type: 'integer', aggregation: 'sum' },
    ])}::jsonb where id = ${demoId}`.execute(db);
    await raw`update cubes set measures = ${JSON.stringify([
      { name: 'price', type: 'number', aggregation: 'avg' },
      { name: 'orders', type: 'number', aggregation: 'count' },
    ])}::jsonb where id = ${planId}`.execute(db);
    await raw`alter table cubes drop column facts_layout`.execute(db);
    // The migrations after it are undone too: a store of that time had not run them.
    await raw`drop table auth_changes`.execute(db);
    await raw`drop table auth_generation`.execute(db);
    await undoJobResults(db as never);
    await raw`delete from kysely_migration where name >= '0016-measure-types'`.execute(db);
  });
  afterAll(() => t?.close());

  it('declares every measure, makes the demo money exact, and converts the facts once', async () => {
    const [amountBefore] = (
      await t.app.warehouse.execute(who.domainId, `SELECT sum(m_0) AS s FROM ${table(demoId)}`)
    ).map(plain);
    await t.restart();
    who = await signInAdmin(t);
    const cube = async (id: string) =>
      (await call('/api/qry', { op: 'get', object: 'cubes', id })).json().row;
    expect((await cube(demoId)).measures).toEqual([
      { name: 'amount', type: 'decimal', precision: 18, scale: 2, aggregation: 'sum' },
      { name: 'quantity', type: 'integer', aggregation: 'sum' },
    ]);
    expect((await cube(planId)).measures).toEqual([
      { name: 'price', type: 'float', aggregation: 'avg' },
      { name: 'orders', type: 'integer', aggregation: 'count' },
    ]);
    expect(await columns(demoId)).toEqual([
      ['d_0', 'BIGINT'],
      ['d_1', 'BIGINT'],
      ['d_2', 'BIGINT'],
      ['d_3', 'BIGINT'],
      ['m_0', 'DECIMAL(18,2)'],
      ['m_1', 'BIGINT'],
    ]);
    expect(await columns(planId)).toEqual([
      ['d_0', 'BIGINT'],
      ['m_0', 'DOUBLE'],
      ['n_0', 'BIGINT'],
      ['m_1', 'BIGINT'],
    ]);
    // The money is what it was, to the cent; each old average counts once.
    const [exact] = (
      await t.app.warehouse.execute(who.domainId, `SELECT sum(m_0) AS s FROM ${table(demoId)}`)
    ).map(plain);
    expect(exact?.s).toBe(amountBefore?.s);
    expect(await grand(planId)).toEqual([(10.5 + 3.25) / 2, 7]);
    const rows = await t.app.db.selectFrom('cubes').select(['id', 'facts_layout']).execute();
    expect(new Set(rows.map((r) => r.facts_layout))).toEqual(new Set([2]));
    // A second start changes nothing.
    await t.restart();
    who = await signInAdmin(t);
    expect(await columns(planId)).toHaveLength(4);
    expect(await grand(planId)).toEqual([(10.5 + 3.25) / 2, 7]);
  });
});
