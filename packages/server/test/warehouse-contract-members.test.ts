import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plain } from '../src/engine/plain-row';
import { fileIn, type OpenWarehouse, warehouseEngines } from './warehouses';

describe.each(warehouseEngines)(
  "members, the demo's data and exports of the warehouse on $name",
  ({ skip, open }) => {
    let w: OpenWarehouse;
    const domainId = randomUUID();

    beforeAll(async () => {
      if (!skip) w = await open();
    }, 60_000);
    afterAll(() => w?.close());

    it.skipIf(skip)('edits members in one go: a refused edit leaves them as they were', async () => {
      const refId = randomUUID();
      await w.warehouse.createMembers(domainId, refId, [{ name: 'color', type: 'text' }]);
      await w.warehouse.editMembers(domainId, refId, async (members) => {
        const all = await members.add({ code: 'ALL', name: 'All', active: true, attributes: [] });
        const red = await members.add({
          code: 'RED',
          name: 'Red',
          active: true,
          attributes: [{ name: 'color', type: 'text', value: 'red' }],
        });
        await members.add({ code: 'BLUE', name: 'Blue', active: false, attributes: [] });
        await members.place(red, all, null);
        await members.place(await members.idOf('BLUE', 'code'), all, 0);
        return members.rebuildHierarchy();
      });
      await expect(
        w.warehouse.editMembers(domainId, refId, async (members) => {
          await members.remove([await members.idOf('RED', 'code')]);
          await members.idOf('GREEN', 'code');
        }),
      ).rejects.toMatchObject({ code: 'member_not_found' });
      expect(await w.warehouse.hasMember(domainId, refId, 'RED')).toBe(true);
      const relation = w.warehouse.membersRelation(refId);
      const color = w.warehouse.attributeColumn('color');
      const rows = await w.warehouse.execute(
        domainId,
        `SELECT m.code, m.parent_code, m.level, m.pos, m.leaf, m.active, m.path_text, m.${color} AS color FROM ${relation} ORDER BY m.pos`,
      );
      expect(rows).toEqual([
        {
          code: 'ALL',
          parent_code: null,
          level: 0,
          pos: 1,
          leaf: false,
          active: true,
          path_text: '/1/',
          color: null,
        },
        {
          code: 'BLUE',
          parent_code: 'ALL',
          level: 1,
          pos: 2,
          leaf: true,
          active: false,
          path_text: '/1/3/',
          color: null,
        },
        {
          code: 'RED',
          parent_code: 'ALL',
          level: 1,
          pos: 3,
          leaf: true,
          active: true,
          path_text: '/1/2/',
          color: 'red',
        },
      ]);
      await w.warehouse.dropMembers(domainId, refId);
    });

    it.skipIf(skip)('imports members from a data table', async () => {
      const text = (name: string) => ({ name, type: 'text' as const, nullable: true });
      await w.warehouse.createTable(
        domainId,
        'colors',
        [text('code'), text('label'), text('parent')],
        'code',
      );
      const colors = { name: 'colors', key: 'code' };
      for (const [code, label, parent] of [
        ['ALL', 'All', null],
        ['RED', 'Red', 'ALL'],
        ['TEAL', 'Teal', 'ALL'],
      ]) {
        const values = [
          { column: 'code', type: 'text' as const, value: code ?? null },
          { column: 'label', type: 'text' as const, value: label ?? null },
          { column: 'parent', type: 'text' as const, value: parent ?? null },
        ];
        await w.warehouse.insertRow(domainId, colors, values, code ?? null);
      }
      const refId = randomUUID();
      await w.warehouse.createMembers(domainId, refId, []);
      const counts = await w.warehouse.editMembers(domainId, refId, async (members) => {
        const imported = await members.importFrom(
          { table: 'colors' },
          { code: 'code', name: 'label', parent: 'parent' },
          'merge',
        );
        return { ...imported, members: await members.rebuildHierarchy() };
      });
      expect(counts).toEqual({ inserted: 3, updated: 0, members: 3 });
      const relation = w.warehouse.membersRelation(refId);
      expect(
        await w.warehouse.execute(
          domainId,
          `SELECT m.code, m.name, m.parent_code FROM ${relation} ORDER BY m.pos`,
        ),
      ).toEqual([
        { code: 'ALL', name: 'All', parent_code: null },
        { code: 'RED', name: 'Red', parent_code: 'ALL' },
        { code: 'TEAL', name: 'Teal', parent_code: 'ALL' },
      ]);
    });

    it.skipIf(skip)('seeds the demo sales to the cent and exports a select as Parquet', async () => {
      await w.warehouse.seedDemoSales(domainId);
      await w.warehouse.seedDemoSales(domainId);
      const sql =
        'SELECT scenario, CAST(count(*) AS INTEGER) AS n, CAST(sum(amount) AS VARCHAR) AS total FROM sales GROUP BY scenario ORDER BY scenario';
      expect(await w.warehouse.execute(domainId, sql)).toEqual([
        { scenario: 'Actual', n: 960, total: '25076920.00' },
        { scenario: 'Budget', n: 960, total: '26071867.50' },
        { scenario: 'Forecast', n: 960, total: '24580526.60' },
      ]);
      const file = await fileIn(w, domainId, 'export.parquet');
      await w.warehouse.exportParquet(
        domainId,
        {
          sql: 'SELECT region, amount FROM sales WHERE scenario = ? ORDER BY amount DESC, region',
          params: ['Budget'],
        },
        file,
        2,
      );
      const instance = await DuckDBInstance.create(':memory:');
      const connection = await instance.connect();
      const reader = await connection.runAndReadAll(
        `SELECT region, CAST(amount AS VARCHAR) AS amount FROM read_parquet('${file}')`,
      );
      expect(reader.getRowObjectsJS()).toEqual([
        { region: 'West', amount: '149940.00' },
        { region: 'West', amount: '139860.00' },
      ]);
      connection.closeSync();
      instance.closeSync();
    });

    it.skipIf(skip)("runs the demo procedure's body in a user's session, to the same cents", async () => {
      await w.warehouse.seedDemoSales(domainId);
      // As a procedure run compiles it: `$factor` bound, one statement at a time.
      const statements = w.warehouse.demoProcedureBody
        .replace(/^--.*$/gm, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean);
      const session = await w.warehouse.openUserSession(domainId);
      let last: unknown[] = [];
      try {
        for (const statement of statements) {
          const params = statement
            .split('$factor')
            .slice(1)
            .map(() => 1.1);
          last = (await session.query(statement.replaceAll('$factor', '?'), params)).map(plain);
        }
      } finally {
        session.close();
      }
      expect(last).toEqual([
        { scenario: 'Actual', rows: 960, amount: 25076920 },
        { scenario: 'Budget', rows: 960, amount: 27584612 },
        { scenario: 'Forecast', rows: 960, amount: 24580526.6 },
      ]);
    });

    it.skipIf(skip)("moves a domain's database to a folder and into another domain", async () => {
      const dir = path.join(w.folder(domainId), '..', `moved-${randomUUID()}`);
      await w.warehouse.exportDomain(domainId, dir);
      const restored = randomUUID();
      await w.warehouse.importDomain(restored, dir);
      const count = 'SELECT CAST(count(*) AS INTEGER) AS n, CAST(sum(amount) AS VARCHAR) AS total FROM sales';
      expect(await w.warehouse.execute(restored, count)).toEqual(await w.warehouse.execute(domainId, count));
      await expect(w.warehouse.importDomain(restored, dir)).rejects.toThrow(/not empty/);
    });
  },
);
