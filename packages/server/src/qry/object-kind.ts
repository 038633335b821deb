import type { Action, ObjectOp, Subject } from '@cubus/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import { type CompiledSql, type FieldDef, field, type QuerySource } from '../engine/compiler/object-schema';
import type { SqlParams } from '../engine/compiler/params';
import type { Dialect } from '../engine/dialects/dialect';
import type { Row, SqlValue } from '../engine/engine';
import type { Database } from '../store/database';

/** The CASL action each op needs on the kind's subject. */
export const opActions: Record<ObjectOp, Action> = {
  select: 'read',
  get: 'read',
  schema: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
  restore: 'delete',
  remove: 'delete',
  run: 'run',
};

/** What a kind's hooks get: the verified caller and the app's services. */
export interface KindContext {
  auth: AuthContext;
  app: FastifyInstance;
}

/** A column value to write; `cast` names the PostgreSQL type when the driver cannot tell (arrays, json). */
export type WriteValue = { value: SqlValue | string[]; cast?: 'text[]' | 'jsonb' | 'date' | 'uuid' };

/** How a metadata kind writes its table: the values it accepts and how they become columns. */
export interface WriteRules {
  /** The physical table (a constant of the kind). */
  table: string;
  /** Values of `create`; `update` accepts any subset of them. Unknown names are refused. */
  values: z.ZodObject;
  /** Checked values → columns to set; may check more (a todo's assignee is a member of the domain). */
  toColumns(
    values: Record<string, unknown>,
    context: KindContext,
    mode: 'create' | 'update',
    /** The row as read, on update. */
    current?: Row,
  ): Promise<Record<string, WriteValue>>;
  /** Only these rows may change (views: the owner's, or any for an admin); bulk ops skip the others. */
  changeScope?(params: SqlParams, context: KindContext): string[];
  /**
   * Runs in the transaction of a `create` or `update`, just before its write: keeps other rows in
   * line (a new default view clears the old one). A write that then fails, e.g. on a stale version,
   * rolls this back too.
   */
  writing?(
    values: Record<string, unknown>,
    context: KindContext,
    db: Kysely<Database>,
    /** The row as read, on update. */
    current?: Row,
  ): Promise<void>;
  /**
   * Runs in the same transaction just after the write, with the row written (its id on `create`):
   * rows of other tables that hang on this one (an import's schedule).
   */
  written?(
    row: Row,
    values: Record<string, unknown>,
    context: KindContext,
    db: Kysely<Database>,
  ): Promise<void>;
  /** After `remove` deleted these rows for good: drop what lives outside the store (files, tables). */
  removed?(rows: Row[], context: KindContext): Promise<void>;
  /** The name the ribbon shows for a row. */
  label(row: Row): string;
}

/**
 * Ops a kind runs itself instead of the generic metadata writes of `writes.ts`: rows of a
 * warehouse table, DDL around a metadata row, runs that start jobs.
 */
export interface KindHandlers {
  /** One record by key, checked by the kind first (a fact's key names its coordinate). */
  get?(id: string | number, context: KindContext): Promise<Row>;
  create?(values: Record<string, unknown>, context: KindContext): Promise<Row>;
  update?(
    id: string | number,
    version: number,
    values: Record<string, unknown>,
    context: KindContext,
  ): Promise<Row>;
  change?(
    op: 'delete' | 'restore' | 'remove',
    ids: (string | number)[],
    context: KindContext,
  ): Promise<number>;
  run?(id: string | number, args: Record<string, unknown>, context: KindContext): Promise<unknown>;
}

/**
 * One kind of object as `/api/qry` serves it: its fields, where its rows live, the ops it allows
 * and the CASL subject they are checked on. A new kind is a new folder under `objects/`, not a new
 * endpoint.
 * @example registry.register(todoKind)
 */
export interface ObjectKind {
  /** As requests name it: `todo`, or `table:<id>` for one object's data. */
  name: string;
  subject: Subject;
  fields: FieldDef[];
  source: QuerySource;
  /** Where the rows live: `source` is a mount's data source, reached through `remote`. */
  store: 'metadata' | 'warehouse' | 'source';
  remote?: RemoteRows;
  ops: readonly ObjectOp[];
  /** Rows have `deleted`; `delete` hides them and plain selects leave them out. */
  softDelete: boolean;
  versioned: boolean;
  /** Extra conditions for every read of the caller (visibility; hidden deleted rows are added by the runner). */
  scope?(params: SqlParams, context: KindContext): string[];
  write?: WriteRules;
  handlers?: KindHandlers;
  /** Its objects are listed in the domain's registry (`objects`); kinds of other things leave it out. */
  registry?: RegistryEntry;
}

/**
 * Where a kind's objects are in the metadata store, for the registry of every object of the domain
 * (DESIGN §1). The table has the usual `id`, `domain_id`, created/updated/deleted and `version`
 * columns; the others are SQL over it where they differ from `name`, `description`, `created_by`.
 * @example registry: { table: 'reports', name: 'title' }
 */
export interface RegistryEntry {
  table: string;
  /** The name's column, also the kind's field the registry renames through. */
  name?: string;
  description?: string;
  owner?: string;
  /** The one user who alone sees the object (a view not shared), or NULL when the domain does. */
  privateTo?: string;
}

/** How a `source` kind's statements run: in its source's dialect, on its source. */
export interface RemoteRows {
  dialect: Dialect;
  run(statements: CompiledSql[]): Promise<Row[][]>;
}

/**
 * The fields every editable metadata kind ends with, over the columns `writes.ts` keeps
 * (`store/database.ts` `EditableColumns`): created, updated, deleted and version.
 * @example fields: [field('name', 'text', 'r.title', { kind }), ...editableTail(kind, 'r')]
 */
export function editableTail(kind: string, alias: string): FieldDef[] {
  return [
    field('created', 'datetime', `${alias}.created_at`, { kind }),
    field('updated', 'datetime', `${alias}.updated_at`, { kind }),
    field('deleted', 'datetime', `${alias}.deleted_at`, { kind }),
    field('version', 'integer', `${alias}.version`, { kind }),
  ];
}
