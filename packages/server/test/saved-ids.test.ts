import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './helper';
import { type ImportCaller, upload } from './import-helper';
import { sourceValues } from './source-servers';

/** Ids of another domain are refused when a definition carrying them is saved, not only when it runs. */
describe('ids from another domain are refused at save', () => {
  let t: TestApp;
  let a: ImportCaller;
  let b: ImportCaller;
  const theirs: Record<'file' | 'datasource' | 'table' | 'ref' | 'cube' | 'import' | 'procedure', string> = {
    file: '',
    datasource: '',
    table: '',
    ref: '',
    cube: '',
    import: '',
    procedure: '',
  };

  beforeAll(async () => {
    t = await startApp('pglite');
    const signed = await t.signIn('admin', t.credentials.adminPassword);
    a = { token: signed.accessToken, domainId: signed.session.domain.id, userId: signed.session.user.id };
    const other = signed.session.domains.find((domain) => domain.id !== a.domainId);
    const switched = (await post(t.app, '/api/switch-domain', { domainId: other?.id }, a.token)).json();
    b = { ...a, token: switched.accessToken, domainId: switched.session.domain.id };
    // Domain A's objects: the demo data, a file and a data source.
    const first = async (table: 'data_tables' | 'refs' | 'cubes' | 'imports' | 'procedures') =>
      (
        await t.app.db
          .selectFrom(table)
          .select('id')
          .where('domain_id', '=', a.domainId)
          .executeTakeFirstOrThrow()
      ).id;
    theirs.table = await first('data_tables');
    theirs.ref = await first('refs');
    theirs.cube = await first('cubes');
    theirs.import = await first('imports');
    theirs.procedure = await first('procedures');
    theirs.file = await upload(t, a, 'theirs.csv', 'id\n1\n');
    const source = await post(
      t.app,
      '/api/qry',
      { op: 'create', object: 'datasources', values: { name: 'theirs', ...sourceValues.postgres() } },
      a.token,
    );
    theirs.datasource = source.json().row.id;
  });
  afterAll(() => t?.close());

  const create = (object: string, values: Record<string, unknown>) =>
    post(t.app, '/api/qry', { op: 'create', object, values }, b.token);

  it.each([
    [
      'an import of their file',
      'imports',
      () => ({ source: { fileId: theirs.file, format: 'csv' }, target: { newTable: 'x1' } }),
      'values.source.fileId',
    ],
    [
      'an import from their data source',
      'imports',
      () => ({ source: { datasourceId: theirs.datasource, table: 't' }, target: { newTable: 'x2' } }),
      'values.source.datasourceId',
    ],
    [
      'a procedure argument of their reference',
      'procedures',
      () => ({ arguments: [{ name: 'm', type: 'member', refId: theirs.ref }] }),
      'values.arguments.0.refId',
    ],
    [
      'a procedure argument of their cube',
      'procedures',
      () => ({ arguments: [{ name: 's', type: 'scenario', cubeId: theirs.cube }] }),
      'values.arguments.0.cubeId',
    ],
    ['a view of their table', 'views', () => ({ object: `table:${theirs.table}` }), 'values.object'],
    [
      'an action step running their import',
      'actions',
      () => ({ steps: [{ type: 'import', importId: theirs.import }] }),
      'values.steps.0.importId',
    ],
    [
      'an action step running their procedure',
      'actions',
      () => ({ steps: [{ type: 'procedure', procedureId: theirs.procedure }] }),
      'values.steps.0.procedureId',
    ],
    [
      'a report over their cube',
      'reports',
      () => ({ source: { kind: 'cube', id: theirs.cube } }),
      'values.source.id',
    ],
  ])('refuses %s with 404 not_found', async (_name, object, values, path) => {
    const base: Record<string, Record<string, unknown>> = {
      imports: { name: 'i', mode: 'append' },
      procedures: { name: 'p', description: '', arguments: [], body: 'SELECT 1' },
      views: { name: 'v', state: {} },
      actions: { name: 'a', description: '', trigger: { type: 'manual' } },
      reports: {
        title: 'r',
        description: '',
        view: { type: 'pivot', rows: [{ dim: 'region' }], measures: ['amount'], totals: false },
        chart: 'bar',
      },
    };
    const response = await create(object, { ...base[object], ...values() });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'not_found', details: { path } });
  });

  it('refuses their table as an import target with 404 too, and saves with ids of its own', async () => {
    const fileId = await upload(t, b, 'mine.csv', 'id\n1\n');
    const foreign = await create('imports', {
      name: 'i',
      mode: 'append',
      source: { fileId, format: 'csv' },
      target: { tableId: theirs.table },
    });
    expect([foreign.statusCode, foreign.json().error.details.path]).toEqual([404, 'values.target.tableId']);
    const mine = await create('imports', {
      name: 'i',
      mode: 'append',
      source: { fileId, format: 'csv' },
      target: { newTable: 'mine' },
    });
    expect(mine.statusCode, mine.body).toBe(201);
  });
});
