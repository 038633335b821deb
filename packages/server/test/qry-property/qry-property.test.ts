import { randomUUID } from 'node:crypto';
import { errorCodes, todoTags } from '@cubus/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from '../helper';
import { anyText, type FieldSpec, text, treeArb } from './arbitraries';
import { evaluate, type FieldTypes, mentions, sortRows } from './oracle';

type Row = Record<string, unknown>;
const runs = { pglite: 7_000, duckdb: 3_000 };

/** Seeds, queries and checks one object: every answer is 200 with the oracle's rows, or a 4xx with a code. */
interface Subject {
  object: string;
  fields: FieldSpec[];
  sortable: string[];
  groupable: string[];
  softDelete: boolean;
  rows: Row[];
}

function requestArb(subject: Subject) {
  return fc.record({
    filter: fc.option(treeArb(subject.fields), { freq: 4 }),
    search: fc.option(anyText, { freq: 3 }),
    sorts: fc.array(
      fc.record({
        field: fc.constantFrom(...subject.sortable),
        dir: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      { maxLength: 2 },
    ),
    offset: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40 })),
    limit: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(100), fc.constant(10_001)),
    group: fc.option(fc.constantFrom(...subject.groupable), { freq: 5 }),
  });
}

const codes = new Set<string>(errorCodes);
const idList = (rows: Row[]) => rows.map((r) => r.id);

type Input = ReturnType<typeof requestArb> extends fc.Arbitrary<infer R> ? R : never;

async function check(t: TestApp, token: string, subject: Subject, input: Input) {
  const types: FieldTypes = Object.fromEntries(subject.fields.map((f) => [f.name, f.type]));
  const searchable = subject.fields.find((f) => f.type === 'text')?.name ?? '';
  const body: Record<string, unknown> = {
    op: 'select',
    object: subject.object,
    fields: ['id'],
    offset: input.offset,
    limit: input.limit,
    ...(input.filter ? { filter: input.filter.tree } : {}),
    ...(input.search !== null ? { search: input.search } : {}),
    orderby: { isActive: true, sorts: input.sorts },
  };
  if (input.group) {
    body.groupby = { isActive: true, groups: [{ field: input.group }], aggregates: [{ operand: 'count' }] };
    body.orderby = { isActive: false, sorts: [] };
    delete body.fields;
  }
  const response = await post(t.app, '/api/qry', body, token);
  const valid = (input.filter?.valid ?? true) && input.limit <= 10_000;
  if (!valid) {
    expect(response.statusCode, response.body).toBe(400);
    expect(codes.has(response.json().error.code)).toBe(true);
    return;
  }
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  const known = new Set(idList(subject.rows));
  let expected = subject.rows.filter((row) => {
    if (
      subject.softDelete &&
      row.deleted !== null &&
      !mentions(input.filter?.tree as never, ['deleted', 'isDeleted'])
    )
      return false;
    if (
      input.search?.trim() &&
      !String(row[searchable]).toLowerCase().includes(input.search.trim().toLowerCase())
    )
      return false;
    return input.filter ? evaluate(input.filter.tree as never, row, types) !== false : true;
  });
  if (input.group) {
    const field = input.group;
    const counts = new Map<string, number>();
    for (const row of expected)
      counts.set(JSON.stringify(row[field]), (counts.get(JSON.stringify(row[field])) ?? 0) + 1);
    const want = new Set([...counts].map(([key, count]) => `${key}:${count}`));
    const got = answer.rows.map((r: Row) => `${JSON.stringify(r[field])}:${r.count}`);
    expect(answer.total).toBe(counts.size);
    expect(got.length).toBe(Math.max(0, Math.min(input.limit, counts.size - input.offset)));
    for (const group of got) expect(want.has(group), group).toBe(true);
    return;
  }
  for (const id of idList(answer.rows)) expect(known.has(id)).toBe(true);
  expected = sortRows(expected, [...input.sorts, { field: 'id', dir: 'asc' }], types);
  expect(answer.total).toBe(expected.length);
  expect(idList(answer.rows)).toEqual(idList(expected.slice(input.offset, input.offset + input.limit)));
}

describe('qry compiler properties (fast-check)', () => {
  let t: TestApp;
  let token: string;
  let todo: Subject;
  let props: Subject;

  beforeAll(async () => {
    t = await startApp('pglite');
    const admin = await t.signIn('admin', t.credentials.adminPassword);
    token = admin.accessToken;
    const demo = await t.signIn('demo', t.credentials.demoPassword);
    const domains = admin.session.domains as { id: string; name: string }[];
    const sandboxId = domains.find((d) => d.name === 'Sandbox')?.id ?? '';
    const sandbox = (await post(t.app, '/api/switch-domain', { domainId: sandboxId }, token)).json()
      .accessToken;
    const users = [admin.session.user.id, demo.session.user.id];
    const titles = fc.sample(anyText, { numRuns: 60, seed: 7 });
    const create = (tok: string, i: number, title: string) =>
      post(
        t.app,
        '/api/qry',
        {
          op: 'create',
          object: 'todo',
          values: {
            title: title.trim() || `t${i}`,
            dueDate: i % 5 === 0 ? null : `2024-01-0${(i % 9) + 1}`,
            assigneeId: i % 3 === 0 ? null : users[i % 2],
            tags: todoTags.filter((_, k) => (i >> k) & 1),
            isImportant: i % 2 === 0,
            isCompleted: i % 3 === 1,
          },
        },
        tok,
      );
    const ids: string[] = [];
    for (const [i, title] of titles.entries()) ids.push((await create(token, i, title)).json().row.id);
    // Same titles in another domain: any leak shows up as an unknown id.
    for (const [i, title] of titles.slice(0, 30).entries()) await create(sandbox, i, title);
    await post(
      t.app,
      '/api/qry',
      { op: 'delete', object: 'todo', ids: ids.filter((_, i) => i % 6 === 0) },
      token,
    );
    const all = await post(
      t.app,
      '/api/qry',
      {
        op: 'select',
        object: 'todo',
        limit: 1000,
        filter: {
          operator: { sid: 'or' },
          conditions: [
            { field: 'deleted', op: 'null' },
            { field: 'deleted', op: 'notnull' },
          ],
        },
      },
      token,
    );
    const day = fc.constantFrom(...Array.from({ length: 9 }, (_, i) => `2024-01-0${i + 1}`));
    todo = {
      object: 'todo',
      softDelete: true,
      rows: all.json().rows,
      sortable: ['title', 'dueDate', 'isImportant', 'isCompleted', 'version', 'assigneeId'],
      groupable: ['isImportant', 'dueDate', 'version', 'assigneeId'],
      fields: [
        {
          name: 'title',
          type: 'text',
          value: fc.oneof(fc.constantFrom(...titles.map((x) => x.trim()).filter(Boolean)), anyText),
        },
        { name: 'dueDate', type: 'date', value: day },
        { name: 'isImportant', type: 'boolean', value: fc.boolean() },
        { name: 'isCompleted', type: 'boolean', value: fc.boolean() },
        { name: 'isDeleted', type: 'boolean', value: fc.boolean() },
        { name: 'version', type: 'integer', value: fc.integer({ min: 0, max: 3 }) },
        { name: 'tags', type: 'tags', value: fc.constantFrom(...todoTags) },
        { name: 'assigneeId', type: 'uuid', value: fc.constantFrom(...users, randomUUID()) },
        {
          name: 'deleted',
          type: 'datetime',
          value: fc.constantFrom('2000-01-01T00:00:00Z', '2999-01-01T00:00:00.000Z'),
        },
      ],
    };
    const demoDomain = admin.session.domain.id;
    const propsTable = await post(
      t.app,
      '/api/qry',
      {
        op: 'create',
        object: 'tables',
        values: {
          name: 'props',
          columns: [
            { name: 'id', type: 'integer' },
            { name: 'name', type: 'text' },
            { name: 'qty', type: 'integer' },
            { name: 'price', type: 'double' },
            { name: 'day', type: 'date' },
            { name: 'flag', type: 'boolean' },
          ],
        },
      },
      token,
    );
    const propsObject = `table:${propsTable.json().row.id}`;
    const names = fc.sample(text, { numRuns: 80, seed: 3 });
    for (const [i, name] of names.entries())
      await t.app.warehouse.execute(demoDomain, 'insert into props values (?, ?, ?, ?, CAST(? AS DATE), ?)', [
        i,
        name,
        i % 4 === 0 ? null : i % 7,
        ((i * 37) % 11) + 0.5,
        i % 3 === 0 ? null : `2024-02-1${i % 10}`,
        i % 2 === 0,
      ]);
    await t.app.warehouse.execute(
      sandboxId,
      "create table props as select 1000 + range as id, 'x' as name, 1 as qty, 1.0 as price, date '2024-02-10' as day, true as flag from range(5)",
    );
    const propRows = await post(t.app, '/api/qry', { op: 'select', object: propsObject, limit: 1000 }, token);
    props = {
      object: propsObject,
      softDelete: false,
      rows: propRows.json().rows,
      sortable: ['name', 'qty', 'price', 'day', 'flag'],
      groupable: ['qty', 'flag', 'day'],
      fields: [
        { name: 'id', type: 'integer', value: fc.integer({ min: -1, max: 90 }) },
        { name: 'name', type: 'text', value: fc.oneof(fc.constantFrom(...names), anyText) },
        { name: 'qty', type: 'integer', value: fc.integer({ min: 0, max: 7 }) },
        { name: 'price', type: 'number', value: fc.double({ min: 0, max: 12, noNaN: true }) },
        {
          name: 'day',
          type: 'date',
          value: fc.constantFrom(...Array.from({ length: 10 }, (_, i) => `2024-02-1${i}`)),
        },
        { name: 'flag', type: 'boolean', value: fc.boolean() },
      ],
    };
    expect(todo.rows.length).toBe(60);
    expect(props.rows.length).toBe(80);
  }, 120_000);
  afterAll(() => t?.close());

  it(`matches an in-memory filter on the metadata store (${runs.pglite} requests)`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb(todo), (input) => check(t, token, todo, input)),
      { numRuns: runs.pglite },
    );
  }, 240_000);

  it(`matches an in-memory filter on the DuckDB warehouse (${runs.duckdb} requests)`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb(props), (input) => check(t, token, props, input)),
      { numRuns: runs.duckdb },
    );
  }, 240_000);
});
