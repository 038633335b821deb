import { beforeEach, describe, expect, it } from 'vitest';
import { resetDemoStore } from '../mocks/demo-store';
import { mockRequest } from '../mocks/mock-request';
import { type EmployeeRow, employeeStatuses } from './good-table-data';
import { goodTableHandlers } from './good-table-handlers';

type Table = { rows: EmployeeRow[]; total: number };
const fetchTable = async (query = '') =>
  (await mockRequest(goodTableHandlers, 'GET', `/good-table/basic${query}`)).body as Table;

beforeEach(() => resetDemoStore());

describe('GET /good-table/basic (SPEC §7, §9)', () => {
  it('gives every row with the columns the table heads: name, email, date, salary, status', async () => {
    const { rows, total } = await fetchTable();
    expect(total).toBe(60);
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['id', 'fullName', 'email', 'startDate', 'salary', 'status']);
      expect(row.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.salary).toBeGreaterThan(0);
      expect(employeeStatuses).toContain(row.status);
    }
  });

  it('pages the rows and searches name or email, whatever the case', async () => {
    const all = (await fetchTable()).rows;
    const third = await fetchTable('?perPage=25&page=3');
    expect(third).toEqual({ rows: all.slice(50), total: 60 });
    const sample = all[17] as EmployeeRow;
    const byName = await fetchTable(`?q=${encodeURIComponent(sample.fullName.toUpperCase())}`);
    expect(byName.rows.map((row) => row.id)).toContain(sample.id);
    expect(byName.total).toBe(byName.rows.length);
    expect((await fetchTable(`?q=${sample.email}`)).rows.map((row) => row.id)).toEqual([sample.id]);
    expect(await fetchTable('?q=nobody-by-this-name')).toEqual({ rows: [], total: 0 });
  });
});
