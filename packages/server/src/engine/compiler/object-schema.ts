import type { FieldInfo, ValueType } from '@cubus/shared';
import type { SqlValue } from '../engine';
import type { SqlParams } from './params';

/**
 * A field as the compiler sees it: what the console is told (`FieldInfo`) plus its SQL. `sql` is
 * trusted text written in code, or an identifier the dialect quoted from the engine's catalog.
 */
export interface FieldDef extends FieldInfo {
  sql: string;
}

/**
 * Where an object's rows come from. `from` is trusted SQL (a table, or a subquery with an alias).
 * The domain is applied by a column compared with the caller's domain, or by running in the
 * domain's own database; the compiler refuses a source that says neither.
 */
export interface QuerySource {
  from: string;
  /**
   * How rows are kept to the caller's domain: a column equal to it, the domain's own warehouse
   * database, a column equal to the caller's own user (their memberships across the domains they
   * belong to), or — for the root operator's lists of the whole installation only — every domain.
   */
  domain: { column: string } | { userColumn: string } | 'own-database' | 'all-domains';
  /** The record key's field name; also the last sort key, so pages are stable. */
  key: string | null;
  /** The order rows come in when a request names none (the Ribbon: newest first). */
  order?: { field: string; dir: 'asc' | 'desc' };
}

/** The parts of a compile that come from the verified session and the object's rules. */
export interface CompileContext {
  /** From the verified session; never from the request. */
  domainId: string;
  /** The caller, from the verified session; a `userColumn` source compiles only with it. */
  userId?: string;
  /** The caller is the root operator: only then may an `all-domains` source compile. */
  allDomains?: boolean;
  /** Extra conditions of the object (visibility, hidden deleted rows), added with AND. */
  scope?: (params: SqlParams) => string[];
}

/** A statement and its bound values, in placeholder order. */
export interface CompiledSql {
  sql: string;
  params: SqlValue[];
}

/** Lookup by name; a name that is not a field of the object is `undefined`. */
export function fieldMap(fields: readonly FieldDef[]): Map<string, FieldDef> {
  return new Map(fields.map((field) => [field.name, field]));
}

/**
 * A field definition with the common defaults: filterable, sortable, read-only, text searchable;
 * an id or a JSON structure is `internal` (a kind says it in words with fields of its own), unless
 * the options say otherwise (a data table's own columns).
 */
export function field(
  name: string,
  type: ValueType,
  sql: string,
  options: Partial<Omit<FieldDef, 'name' | 'type' | 'sql'>> & { kind: string },
): FieldDef {
  const { kind, ...rest } = options;
  return {
    name,
    type,
    title: `fields.${kind}.${name}`,
    filterable: type !== 'json',
    sortable: type !== 'json' && type !== 'tags' && type !== 'html',
    editable: false,
    required: false,
    searchable: type === 'text',
    ...(type === 'json' || type === 'uuid' ? { internal: true } : {}),
    sql,
    ...rest,
  };
}
