import { describe, expect, it } from 'vitest';
import { formOf, valuesOf } from './datasource-values';

const saved = {
  id: 'a',
  name: 'Shop',
  type: 'postgres',
  host: 'db',
  port: 5432,
  database: 'shop',
  username: 'ro',
  hasPassword: true,
  ssl: false,
  path: null,
};

describe('data source values', () => {
  it('keeps a saved password when the field is left empty, replaces it when typed, clears it on request', () => {
    const form = formOf(saved);
    expect(form.password).toBe('');
    expect(valuesOf(form, true)).not.toHaveProperty('password');
    expect(valuesOf({ ...form, password: 's3cret' }, true).password).toBe('s3cret');
    expect(valuesOf({ ...form, clearPassword: true }, true).password).toBeNull();
  });

  it('sends only the fields of the type, the others null', () => {
    const files = valuesOf({ ...formOf(saved), type: 'files', path: ' exports/2024 ' }, true);
    expect(files).toMatchObject({
      type: 'files',
      path: 'exports/2024',
      host: null,
      port: null,
      password: null,
    });
    const mysql = valuesOf({ ...formOf(null), name: ' M ', type: 'mysql', host: 'h', port: 3306 }, false);
    expect(mysql).toMatchObject({ name: 'M', host: 'h', port: 3306, database: null, path: null });
    expect(mysql).not.toHaveProperty('password');
  });

  it('starts a new source as PostgreSQL on its default port', () => {
    expect(formOf(null)).toMatchObject({ type: 'postgres', port: 5432, ssl: false });
  });
});
