import type { DatasourceType, DatasourceValues, QryRow } from '@cubus/shared';

/** The form's fields: a source's settings, the password as typed, and whether to clear a saved one. */
export interface DatasourceForm {
  name: string;
  description: string;
  type: DatasourceType;
  host: string;
  port: number | null;
  database: string;
  username: string;
  password: string;
  clearPassword: boolean;
  ssl: boolean;
  path: string;
}

export const defaultPorts: Record<Exclude<DatasourceType, 'files'>, number> = {
  postgres: 5432,
  mysql: 3306,
  clickhouse: 8123,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A saved source (or none) as the form starts; the password is never in the row. */
export function formOf(row: QryRow | null): DatasourceForm {
  const type = (row?.type as DatasourceType | undefined) ?? 'postgres';
  return {
    name: text(row?.name),
    description: text(row?.description),
    type,
    host: text(row?.host),
    port: typeof row?.port === 'number' ? row.port : type === 'files' ? null : defaultPorts[type],
    database: text(row?.database),
    username: text(row?.username),
    password: '',
    clearPassword: false,
    ssl: row?.ssl === true,
    path: text(row?.path),
  };
}

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The values to send: only the fields of the type (the others null); a typed password replaces
 * the saved one, an empty one keeps it (left out), "clear" sends null.
 * @example valuesOf({...form, password: ''}, true) // no `password` key: the saved one stays
 */
export function valuesOf(form: DatasourceForm, hasPassword: boolean): Partial<DatasourceValues> {
  const database = form.type !== 'files';
  const values: Partial<DatasourceValues> = {
    name: form.name.trim(),
    description: form.description ?? '',
    type: form.type,
    host: database ? orNull(form.host) : null,
    port: database ? (form.port ?? null) : null,
    database: database ? orNull(form.database) : null,
    username: database ? orNull(form.username) : null,
    ssl: database ? form.ssl === true : false,
    path: database ? null : orNull(form.path),
  };
  if (database && form.password) values.password = form.password;
  else if (hasPassword && (form.clearPassword || !database)) values.password = null;
  return values;
}
