import { type ParsedSelect, selectRequestSchema } from '@cubus/shared';
import { describe, expect, it } from 'vitest';
import { clickhouseDialect } from '../dialects/clickhouse';
import { duckdbDialect } from '../dialects/duckdb';
import { mysqlDialect } from '../dialects/mysql';
import { postgresDialect } from '../dialects/postgres';
import { dialects } from '../dialects/registry';
import { type FieldDef, field } from './object-schema';
import { compileSelect, type SelectTarget } from './select';

const kind = 'orders';
const fields: FieldDef[] = [
  field('id', 'uuid', 'o.id', { kind }),
  field('name', 'text', 'o.name', { kind }),
  field('rows', 'integer', 'o.rows', { kind }),
  field('due', 'date', 'o.due', { kind }),
  field('tags', 'tags', 'o.tags', { kind, enumValues: ['a', 'b'] }),
];
const target: SelectTarget = {
  fields,
  source: { from: 'orders o', domain: { column: 'o.domain_id' }, key: 'id' },
};
const domainId = '00000000-0000-4000-8000-000000000001';
const parse = (body: Record<string, unknown>): ParsedSelect =>
  selectRequestSchema.parse({ op: 'select', object: kind, ...body });

const request = parse({
  fields: ['name', 'rows'],
  search: '50%',
  filter: {
    operator: { sid: 'and' },
    conditions: [
      { field: 'rows', op: 'between', value: [1, 10] },
      { field: 'name', op: 'starts', value: 'a_b' },
      { field: 'tags', op: 'contains', value: 'a', isactive: false },
    ],
    childnodes: [
      {
        operator: { sid: 'or' },
        conditions: [
          { field: 'due', op: 'lt', value: '2024-02-01' },
          { field: 'due', op: 'null' },
        ],
      },
    ],
  },
  orderby: {
    isActive: true,
    sorts: [
      { field: 'rows', dir: 'desc' },
      { field: 'name', dir: 'asc' },
    ],
  },
  offset: 20,
  limit: 10,
});

describe('compileSelect, exact SQL per dialect', () => {
  it('writes PostgreSQL', () => {
    const compiled = compileSelect(request, target, { domainId }, postgresDialect);
    expect(compiled.rows.sql).toBe(
      'SELECT o.id AS "id", o.name AS "name", o.rows AS "rows" FROM orders o WHERE o.domain_id = $1::uuid' +
        " AND (o.name ILIKE $2 ESCAPE '\\') AND (o.rows BETWEEN $3::bigint AND $4::bigint AND o.name ILIKE $5 ESCAPE '\\'" +
        ' AND (o.due < $6::date OR o.due IS NULL))' +
        ' ORDER BY o.rows DESC NULLS FIRST, lower(o.name) COLLATE "C" ASC NULLS LAST, o.name COLLATE "C" ASC NULLS LAST,' +
        ' o.id ASC NULLS LAST LIMIT 10 OFFSET 20',
    );
    expect(compiled.rows.params).toEqual([domainId, '%50\\%%', 1, 10, 'a\\_b%', '2024-02-01']);
    expect(compiled.total.sql).toBe(
      'SELECT CAST(count(*) AS INTEGER) AS "total" FROM orders o WHERE o.domain_id = $1::uuid' +
        " AND (o.name ILIKE $2 ESCAPE '\\') AND (o.rows BETWEEN $3::bigint AND $4::bigint AND o.name ILIKE $5 ESCAPE '\\'" +
        ' AND (o.due < $6::date OR o.due IS NULL))',
    );
  });

  it('writes DuckDB', () => {
    const compiled = compileSelect(request, target, { domainId }, duckdbDialect);
    expect(compiled.rows.sql).toBe(
      'SELECT o.id AS "id", o.name AS "name", o.rows AS "rows" FROM orders o WHERE o.domain_id = CAST(? AS UUID)' +
        " AND (o.name ILIKE ? ESCAPE '\\') AND (o.rows BETWEEN CAST(? AS BIGINT) AND CAST(? AS BIGINT) AND o.name ILIKE ? ESCAPE '\\'" +
        ' AND (o.due < CAST(? AS DATE) OR o.due IS NULL))' +
        ' ORDER BY o.rows DESC NULLS FIRST, lower(o.name) ASC NULLS LAST, o.name ASC NULLS LAST, o.id ASC NULLS LAST LIMIT 10 OFFSET 20',
    );
  });

  it('comes in its source’s own order when the request names none, the key breaking ties', () => {
    const ordered: SelectTarget = {
      fields,
      source: { ...target.source, order: { field: 'due', dir: 'desc' } },
    };
    const plain = compileSelect(parse({ fields: ['name'] }), ordered, { domainId }, postgresDialect);
    expect(plain.rows.sql).toMatch(/ ORDER BY o\.due DESC NULLS FIRST, o\.id ASC NULLS LAST /);
    // A request's own order replaces it.
    const asked = compileSelect(request, ordered, { domainId }, postgresDialect);
    expect(asked.rows.sql).not.toContain('o.due DESC');
  });

  it('groups with aggregates, total = the number of groups', () => {
    const grouped = parse({
      groupby: {
        isActive: true,
        groups: [{ field: 'due' }],
        aggregates: [{ field: 'rows', operand: 'sum' }, { operand: 'count' }],
      },
      orderby: { isActive: true, sorts: [{ field: 'sum_rows', dir: 'desc' }] },
    });
    const pg = compileSelect(grouped, target, { domainId }, postgresDialect);
    expect(pg.rows.sql).toBe(
      `SELECT to_char(o.due, 'YYYY-MM-DD') AS "due", CAST(sum(o.rows) AS DOUBLE PRECISION) AS "sum_rows",` +
        ' CAST(count(*) AS INTEGER) AS "count" FROM orders o WHERE o.domain_id = $1::uuid GROUP BY o.due' +
        ' ORDER BY "sum_rows" DESC NULLS FIRST, o.due ASC NULLS LAST LIMIT 100',
    );
    expect(pg.total.sql).toBe(
      'SELECT CAST(count(*) AS INTEGER) AS "total" FROM (SELECT 1 AS one FROM orders o WHERE o.domain_id = $1::uuid GROUP BY o.due) AS "groups"',
    );
    // One scan: the page carries the number of groups in a window count.
    expect(pg.rowsWithTotal?.sql).toBe(
      `SELECT to_char(o.due, 'YYYY-MM-DD') AS "due", CAST(sum(o.rows) AS DOUBLE PRECISION) AS "sum_rows",` +
        ' CAST(count(*) AS INTEGER) AS "count", count(*) OVER () AS "qry total" FROM orders o' +
        ' WHERE o.domain_id = $1::uuid GROUP BY o.due ORDER BY "sum_rows" DESC NULLS FIRST, o.due ASC NULLS LAST LIMIT 100',
    );
    const duck = compileSelect(grouped, target, { domainId }, duckdbDialect);
    expect(duck.rows.sql).toContain(
      `strftime(o.due, '%Y-%m-%d') AS "due", CAST(sum(o.rows) AS DOUBLE) AS "sum_rows"`,
    );
    expect(duck.rowsWithTotal?.sql).toContain('count(*) OVER () AS "qry total"');
    // Engines without window functions count apart; a page of plain rows never carries the count.
    expect(compileSelect(grouped, target, { domainId }, mysqlDialect).rowsWithTotal).toBeUndefined();
    expect(compileSelect(grouped, target, { domainId }, clickhouseDialect).rowsWithTotal).toBeUndefined();
    expect(compileSelect(parse({}), target, { domainId }, duckdbDialect).rowsWithTotal).toBeUndefined();
  });
});

describe.each(Object.values(dialects))('the same rules on every dialect: %s', (dialect) => {
  const fails = (body: Record<string, unknown>) => {
    try {
      compileSelect(parse(body), target, { domainId }, dialect);
    } catch (error) {
      const { code, details } = error as { code: string; details: { path: string } };
      return [code, details.path];
    }
    return null;
  };
  const tree = (...conditions: unknown[]) => ({ filter: { operator: { sid: 'and' }, conditions } });

  it('binds every value, quotes nothing from the request', () => {
    const hostile = "'; drop table users; --";
    const compiled = compileSelect(
      parse({ search: hostile, ...tree({ field: 'name', op: 'in', value: [hostile, 'x'] }) }),
      target,
      { domainId },
      dialect,
    );
    expect(compiled.rows.sql).not.toContain('drop');
    expect(compiled.rows.params).toContain(hostile);
  });

  it('always applies the domain and refuses to compile without one', () => {
    expect(compileSelect(parse({}), target, { domainId }, dialect).rows.params[0]).toBe(domainId);
    expect(() => compileSelect(parse({}), target, { domainId: '' }, dialect)).toThrow('without a domain');
    // A root list of the whole installation compiles for root only.
    const everywhere = { ...target, source: { ...target.source, domain: 'all-domains' as const } };
    expect(() => compileSelect(parse({}), everywhere, { domainId }, dialect)).toThrow('not root');
    const root = compileSelect(parse({}), everywhere, { domainId, allDomains: true }, dialect);
    expect(root.rows.params).not.toContain(domainId);
    // A caller's own rows across domains compile only with the verified user, and are kept to them.
    const own = { ...target, source: { ...target.source, domain: { userColumn: 'owner_id' } } };
    expect(() => compileSelect(parse({}), own, { domainId }, dialect)).toThrow('without the user');
    const userId = '7a1e4c52-3a1b-4a8e-9a51-0f1e2d3c4b5a';
    const mine = compileSelect(parse({}), own, { domainId, userId }, dialect);
    expect(mine.rows.sql).toContain('owner_id = ');
    expect(mine.rows.params).toEqual([userId]);
  });

  it('skips inactive nodes and conditions but still checks them', () => {
    const compiled = compileSelect(
      parse({
        filter: {
          isactive: false,
          operator: { sid: 'or' },
          conditions: [{ field: 'rows', op: 'eq', value: 1 }],
        },
      }),
      target,
      { domainId },
      dialect,
    );
    expect(compiled.rows.params).toEqual([domainId]);
    expect(
      fails({
        filter: {
          isactive: false,
          operator: { sid: 'or' },
          conditions: [{ field: 'rows', op: 'eq', value: 'x' }],
        },
      }),
    ).toEqual(['invalid_value', 'filter.conditions[0].value']);
  });

  it.each([
    [tree({ field: 'nope', op: 'eq', value: 1 }), 'unknown_field', 'filter.conditions[0].field'],
    [tree({ field: 'rows', op: 'contains', value: '1' }), 'invalid_operator', 'filter.conditions[0].op'],
    [tree({ field: 'rows', op: 'eq', value: 1.5 }), 'invalid_value', 'filter.conditions[0].value'],
    [
      tree({ field: 'due', op: 'between', value: ['2024-01-01'] }),
      'invalid_value',
      'filter.conditions[0].value',
    ],
    [tree({ field: 'due', op: 'eq', value: '2024-02-30' }), 'invalid_value', 'filter.conditions[0].value'],
    [tree({ field: 'id', op: 'in', value: [] }), 'invalid_value', 'filter.conditions[0].value'],
    [tree({ field: 'tags', op: 'contains', value: 'c' }), 'invalid_value', 'filter.conditions[0].value'],
    [tree({ field: 'name', op: 'null', value: 'x' }), 'invalid_value', 'filter.conditions[0].value'],
    [{ limit: 10_001 }, 'limit_too_high', 'limit'],
    [{ fields: ['name', 'secret'] }, 'unknown_field', 'fields[1]'],
    [
      { orderby: { isActive: true, sorts: [{ field: 'tags', dir: 'asc' }] } },
      'unknown_field',
      'orderby.sorts[0].field',
    ],
    [
      { groupby: { isActive: true, groups: [{ field: 'tags' }] } },
      'invalid_operator',
      'groupby.groups[0].field',
    ],
    [
      { groupby: { isActive: true, aggregates: [{ field: 'name', operand: 'sum' }] } },
      'invalid_operator',
      'groupby.aggregates[0].operand',
    ],
  ])('refuses %j with %s at %s', (body, code, path) => {
    expect(fails(body)).toEqual([code, path]);
  });
});
