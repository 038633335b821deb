import { describe, expect, it } from 'vitest';
import { checkUserStatement, type SandboxNames, statementsOf } from './user-sql';

const own = 'cubus_00000000000040008000000000000001';
const other = 'cubus_00000000000040008000000000000002';
const names: SandboxNames = {
  own,
  databases: new Set([own, other, 'default', 'system']),
  domainDatabase: /^cubus_[0-9a-f]{32}$/,
  tableFunctions: new Set(['numbers', 'file', 'url', 'remote', 'merge', 'mysql']),
};

describe('a user statement on ClickHouse', () => {
  it.each([
    ['SELECT region, sum(amount) FROM sales GROUP BY region', { kind: 'read' }],
    [`WITH 1 AS one SELECT m.code FROM ${own}.ref AS m`, { kind: 'read' }],
    ['SELECT number FROM numbers(10)', { kind: 'read' }],
    ["SELECT 'other_db.t; system.tables' AS text -- FROM system.tables", { kind: 'read' }],
    ["INSERT INTO sales (region) SELECT 'x'", { kind: 'insert' }],
    ["ALTER TABLE sales DELETE WHERE scenario = 'Budget'", { kind: 'mutation', table: 'sales' }],
    ['ALTER TABLE sales UPDATE a = 1, b = f(1, 2) WHERE c IN (1, 2)', { kind: 'mutation', table: 'sales' }],
  ])('allows %s', (sql, kind) => {
    expect(checkUserStatement(sql, names)).toEqual(kind);
  });

  it.each([
    ['another domain', `SELECT * FROM ${other}.sales`],
    ['another domain, quoted', `SELECT * FROM \`${other}\` . sales`],
    ['a domain made since', 'SELECT * FROM cubus_0000000000004000800000000000000f.sales'],
    ['the server catalog', 'SELECT name FROM system.databases'],
    ['a file', "SELECT * FROM file('/etc/passwd', 'CSV', 'a String')"],
    ['the network', "SELECT * FROM url('http://example.com', CSV, 'a String')"],
    ['every database by pattern', "SELECT * FROM merge('cubus_.*', 'sales')"],
    ['a table by name in a string', "SELECT joinGet('other.j', 'v', 1)"],
    ['settings of its own', 'SELECT 1 SETTINGS max_memory_usage = 1'],
    ['a format of its own', 'SELECT 1 FORMAT CSV'],
    ['two statements', 'SELECT 1; SELECT 2'],
    ['DDL', 'DROP TABLE sales'],
    ['another ALTER command', 'ALTER TABLE sales DELETE WHERE 1, DROP COLUMN a'],
    ['an ALTER that is no mutation', 'ALTER TABLE sales DROP COLUMN a'],
    ['an insert into a table function', "INSERT INTO FUNCTION file('x', 'CSV', 'a String') SELECT 1"],
    ['a setting', 'SET max_threads = 64'],
  ])('refuses %s', (_, sql) => {
    expect(() => checkUserStatement(sql, names)).toThrow(
      expect.objectContaining({ code: 'statement_not_allowed' }),
    );
  });

  it('counts the statements of a script, ignoring those in strings and comments', () => {
    expect(statementsOf("SELECT ';'; -- ;\nSELECT 2; /* ; */ ;").length).toBe(2);
  });
});
