import { describe, expect, it } from 'vitest';
import {
  blankMount,
  mountFormOf,
  mountReady,
  mountValuesOf,
  readsOf,
  tableNameFor,
  validTableName,
} from './mount-values';

const sourceId = '6f1c2b9e-3d4a-4c5b-8e7f-1a2b3c4d5e6f';

describe('mount values', () => {
  it('sends a table with its schema, or a query, never both, and reads them back', () => {
    const table = {
      ...blankMount,
      name: ' Orders ',
      datasourceId: sourceId,
      target: { schema: 'public', table: 'orders' },
    };
    expect(mountReady(table)).toBe(true);
    const values = mountValuesOf(table);
    expect(values).toEqual({
      name: 'Orders',
      description: '',
      datasourceId: sourceId,
      schema: 'public',
      table: 'orders',
      query: null,
    });
    expect(mountFormOf({ ...values, id: 'm1' })).toEqual({ ...table, name: 'Orders' });
    const query = mountValuesOf({ ...table, target: { query: 'select 1 as one' } });
    expect(query).toMatchObject({ schema: null, table: null, query: 'select 1 as one' });
    expect(mountFormOf({ ...query, id: 'm2' }).target).toEqual({ query: 'select 1 as one' });
  });

  it('sends no schema for a source without schemas (MySQL)', () => {
    const values = mountValuesOf({
      ...blankMount,
      name: 'x',
      datasourceId: sourceId,
      target: { schema: '', table: 't' },
    });
    expect(values.schema).toBeNull();
    expect(mountFormOf({ ...values, id: 'm3' }).target).toEqual({ schema: '', table: 't' });
  });

  it('is not ready without a name, a source or what to read', () => {
    expect(mountReady(blankMount)).toBe(false);
    expect(mountReady({ ...blankMount, name: 'x', datasourceId: sourceId })).toBe(false);
    expect(mountReady({ ...blankMount, name: '  ', datasourceId: sourceId, target: { query: 'q' } })).toBe(
      false,
    );
  });

  it('names what a mount reads in one short line', () => {
    expect(readsOf({ schema: 'public', table: 'orders', query: null })).toBe('public.orders');
    expect(readsOf({ schema: null, table: 'orders', query: null })).toBe('orders');
    expect(readsOf({ schema: null, table: null, query: 'select a\nfrom b' })).toBe('select a');
    expect(readsOf({ schema: null, table: null, query: `select ${'x'.repeat(80)}` })).toHaveLength(60);
  });

  it('suggests a data table name the warehouse takes', () => {
    expect(tableNameFor('Live orders (EU)')).toBe('live_orders_eu');
    expect(tableNameFor('2024 sales')).toBe('t_2024_sales');
    expect(tableNameFor('…')).toBe('mount');
    expect(validTableName(tableNameFor('Zürich Ümlaut'))).toBe(true);
    expect(validTableName('bad name')).toBe(false);
  });
});
