import type { ColumnType, Generated, Selectable } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface DomainsTable {
  id: string;
  name: string;
  status: 'active' | 'suspended';
  default_locale: Generated<string>;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  username: string;
  /** Always lowercased on write; sign-in compares lowercased. */
  email: string;
  full_name: string;
  locale: string;
  status: 'active' | 'blocked';
  password_hash: string;
  /** Bumped on logout, password change and blocking: access tokens carrying an older one are dead. */
  token_version: Generated<number>;
  is_root: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  skin: Generated<'light' | 'bordered' | 'dark' | 'semi-dark'>;
  /** A data: URL of a checked PNG, JPEG or WebP. */
  avatar: Nullable<string>;
  /** The domain the user last switched to; the next sign-in starts there. */
  last_domain_id: Nullable<string>;
  last_sign_in_at: Nullable<Date>;
  /** The TOTP seed, sealed with AES-256-GCM (secret-box.ts); set once confirmed. */
  totp_secret: Nullable<string>;
  /** A sealed seed from setup, waiting for its first code. */
  totp_pending: Nullable<string>;
  /** The last accepted time step: a code of this step or earlier is never accepted again. */
  totp_last_step: Nullable<number>;
}

export interface MembershipsTable {
  user_id: string;
  domain_id: string;
  role: 'admin' | 'editor' | 'viewer';
  /** Blocked here only: an admin of one domain never signs a user out of another. */
  status: Generated<'active' | 'blocked'>;
  created_at: Timestamp;
}

export interface RefreshFamiliesTable {
  id: string;
  user_id: string;
  domain_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  family_id: string;
  parent_hash: string | null;
  created_at: Timestamp;
  /** When its successor was issued; a reuse later than the grace window revokes the family. */
  rotated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ActivityLogTable {
  id: string;
  domain_id: string | null;
  actor_id: string | null;
  actor: string;
  action: string;
  object: string | null;
  details: ColumnType<unknown, string, string>;
  at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
}

export interface RecoveryCodesTable {
  /** SHA-256 of the code: codes are random (50 bits each), so a fast hash suffices. */
  code_hash: string;
  user_id: string;
  used_at: Nullable<Date>;
}

/** A second-factor ticket that already signed in (SHA-256 of the ticket, hex). */
export interface SpentTicketsTable {
  ticket_hash: string;
  expires_at: Date;
}

/** A live node of the install (`NodeRegistry`): what it runs on, for the operator and the start check. */
export interface NodesTable {
  id: string;
  started_at: Generated<Date>;
  heartbeat_at: Generated<Date>;
  warehouse: 'duckdb' | 'clickhouse';
  host: string;
  pid: number;
}

/** A single-use ticket of the event stream, by its hash (`EventTickets`). */
export interface EventTicketsTable {
  ticket_hash: string;
  user_id: string;
  domain_id: string;
  token_version: number;
  expires_at: Date;
}

/** An event too big for a NOTIFY, on its way to the other nodes (`PostgresTransport`). */
export interface EventRelayTable {
  id: Generated<string>;
  origin: string;
  domain_id: string;
  event: unknown;
  created_at: Generated<Date>;
}

export interface AuthGenerationTable {
  id: number;
  generation: Generated<number>;
}

export interface AuthChangesTable {
  /** `user:<id>`, `domain:<id>` or `*`. */
  scope: string;
  generation: number;
}

export interface PasswordResetsTable {
  /** SHA-256 of the emailed token, hex. */
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

export interface InvitesTable {
  id: string;
  domain_id: string;
  /** SHA-256 of the token in the link; the link is shown once. */
  token_hash: string;
  email: string | null;
  role: 'admin' | 'editor' | 'viewer';
  created_by: string | null;
  created_by_name: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
  used_by: Nullable<string>;
  revoked_at: Nullable<Date>;
}

export interface AclGrantsTable {
  domain_id: string;
  role: 'editor' | 'viewer';
  kind: string;
  actions: ColumnType<string[], string, string>;
}

/** Columns every editable qry table has (qry/writes.ts relies on them). */
export interface EditableColumns {
  id: string;
  domain_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Nullable<Date>;
  version: Generated<number>;
}

export interface ObjectsTable extends EditableColumns {
  kind: string;
  name: string;
  description: Generated<string>;
  owner_id: Nullable<string>;
}

export interface TodosTable extends EditableColumns {
  title: string;
  description: Generated<string>;
  due_date: Nullable<string>;
  assignee_id: Nullable<string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  is_important: Generated<boolean>;
  is_completed: Generated<boolean>;
  created_by: Nullable<string>;
}

export interface ViewsTable extends EditableColumns {
  owner_id: string;
  object: string;
  name: string;
  state: ColumnType<unknown, string, string>;
  shared: Generated<boolean>;
  is_default: Generated<boolean>;
}

export interface JobsTable {
  id: string;
  domain_id: string;
  kind: string;
  object_id: Nullable<string>;
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled'>;
  progress: Generated<number>;
  created_by: Nullable<string>;
  created_at: Timestamp;
  started_at: Nullable<Date>;
  finished_at: Nullable<Date>;
  error: Nullable<string>;
  error_code: Nullable<string>;
  /** `[{at, level, text}]` as JSON. */
  messages: ColumnType<unknown, string | undefined, string>;
  cancel_requested: Generated<boolean>;
  /** The process running it, and when it last said so. */
  worker: Nullable<string>;
  heartbeat_at: Nullable<Date>;
  /** What the run has to show, as JSON: an object its kind shapes (`KindRuns.result`). */
  result: ColumnType<unknown, string | undefined, string>;
}

export interface FilesTable extends EditableColumns {
  name: string;
  /** Declared at start; bigint comes back as text from pg, so readers convert. */
  size: ColumnType<string | number, number, number>;
  sha256: string;
  status: Generated<'uploading' | 'ready'>;
  /** Bytes verified in order so far; the next chunk must start here. */
  received: ColumnType<string | number, number | undefined, number>;
  /** Set while a chunk is being written, so two writers never interleave (any node). */
  writing_since: Nullable<Date>;
  expires_at: Nullable<Date>;
  created_by: Nullable<string>;
}

/** The reports pinned on the dashboard: a user's arrangement in a domain, or (no user) its default. */
export interface DashboardTilesTable {
  id: string;
  domain_id: string;
  user_id: string | null;
  /** `DashboardTile[]` as JSON. */
  tiles: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
}

export interface SchedulesTable {
  /** The object the schedule runs (an import or an action); one schedule per object. */
  object_id: string;
  domain_id: string;
  /** The job kind a tick queues: `import` or `action`. */
  kind: string;
  /** Five fields, checked with croner (jobs/schedule-rule.ts). */
  cron: string;
  timezone: Generated<string>;
  enabled: Generated<boolean>;
  /** The next tick; null while the schedule is off. */
  next_run_at: Nullable<Date>;
  last_tick_at: Nullable<Date>;
  last_job_id: Nullable<string>;
  /** Who set the schedule: its runs are started in their name. */
  created_by: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * The metadata store's schema as Kysely sees it: the store's own tables here, each kind's merged in
 * from its folder (`objects/<kind>/<kind>-tables.ts`). The migrations create them.
 */
export interface Database {
  domains: DomainsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  refresh_families: RefreshFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  activity_log: ActivityLogTable;
  settings: SettingsTable;
  recovery_codes: RecoveryCodesTable;
  spent_tickets: SpentTicketsTable;
  auth_generation: AuthGenerationTable;
  auth_changes: AuthChangesTable;
  password_resets: PasswordResetsTable;
  invites: InvitesTable;
  acl_grants: AclGrantsTable;
  objects: ObjectsTable;
  todos: TodosTable;
  views: ViewsTable;
  jobs: JobsTable;
  schedules: SchedulesTable;
  files: FilesTable;
  dashboard_tiles: DashboardTilesTable;
  nodes: NodesTable;
  event_tickets: EventTicketsTable;
  event_relay: EventRelayTable;
}

export type UserRow = Selectable<UsersTable>;
export type DomainRow = Selectable<DomainsTable>;
