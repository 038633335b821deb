import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Migration } from 'kysely';
import type { Warehouse } from '../engine/warehouse/warehouse';
import type { FileStore } from '../files/file-store';
import type { ClaimedJob } from '../jobs/job-store';
import type { JobHandler, RunObject } from '../jobs/job-worker';
import type { RunResultSchema } from '../jobs/run-result';
import type { ScheduledKind } from '../jobs/scheduler';
import type { ObjectKind } from '../qry/object-kind';
import type { KindResolver } from '../qry/registry';
import type { Database } from '../store/database';

/** What the jobs plugin hands every kind's runs: the settings some of them need. */
export interface JobSettings {
  procedures: { timeoutMs: number };
}

/** How a kind's objects run as jobs: the job kind of their runs and what runs one. */
export interface KindRuns {
  /** The job kind its runs have (`import`); schedules name it too. */
  job: string;
  handler(app: FastifyInstance, settings: JobSettings): JobHandler;
  /** What its runs' result holds: `runResultSchema` extended with the kind's own part. */
  result: RunResultSchema;
  /** Its objects run on cron: whether one may run now. */
  schedules?: ScheduledKind;
  /** A run's object that its kind's table does not hold (a built-in procedure); the rest are read from there. */
  objectName?(objectId: string, domainId: string): RunObject | undefined;
}

/** The stores a kind's demo seed writes its objects to. */
export interface SeedContext {
  db: Kysely<Database>;
  engine: Warehouse;
  files: FileStore;
}

/**
 * Everything the app needs from one kind, exported by its folder as `<kind>Module`: the kind
 * `/api/qry` serves, its one-object data (`cube:<id>`), its extra calls, its runs, its
 * migrations. `objects/kinds.ts` lists the modules; the plugins, the app and the migrator read
 * that list, so a new kind is its folder and one line there.
 * @example export const cubesModule: KindModule = { kind: cubesKind, routes: cubesRoutes, migrations: {…} }
 */
export interface KindModule {
  kind: ObjectKind;
  resolver?: { prefix: string; resolve: KindResolver };
  routes?: FastifyPluginAsyncZod;
  runs?: KindRuns;
  /** After any run died with its process: what it left behind (an import's staging table). */
  afterStale?(app: FastifyInstance, job: { id: string; domainId: string }): Promise<void>;
  /** After any run succeeded: the runs it starts (actions triggered after it). */
  afterSuccess?(app: FastifyInstance, job: ClaimedJob): Promise<void>;
  /**
   * The demo's objects of this kind, made once (each seed keeps its own mark in `settings`) after
   * the first start made the Demo domain, when `seedDemo` is on; the kinds seed in their list's order.
   */
  seed?(context: SeedContext): Promise<void>;
  /** Named `NNNN-what`: every kind's and the store's own run in the order of their names. */
  migrations?: Record<string, Migration>;
}
