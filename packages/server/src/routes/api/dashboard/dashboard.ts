import { type BuiltinProcedure, dashboardDays, dashboardRoute, type JobStatus } from '@cubus/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { builtinById } from '../../../objects/procedures/builtins';
import { ribbonBuiltinSql } from '../../../objects/ribbon/ribbon-kind';
import { caller, serveRoute } from '../../../plugins/auth';

const dayMs = 24 * 3600_000;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * `GET /api/dashboard` (shapes in shared `dashboard.ts`): everything the dashboard shows, read in
 * parallel from the metadata store, for any signed-in member of the domain.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  serveRoute(app, dashboardRoute, async (request) => {
    const { domain, user } = caller(request);
    const db = app.db;
    const now = Date.now();
    const since = new Date(now - dayMs);
    const firstDay = new Date(Math.floor(now / dayMs) * dayMs - (dashboardDays - 1) * dayMs);
    const live = (table: 'cubes' | 'refs' | 'imports' | 'mounts') =>
      sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
        where domain_id = ${domain.id} and deleted_at is null`
        .execute(db)
        .then((result) => Number(result.rows[0]?.n ?? 0));
    const [cubes, refs, imports, mounts, tables, files, jobs, ribbon, tasks, runs] = await Promise.all([
      live('cubes'),
      live('refs'),
      live('imports'),
      live('mounts'),
      db
        .selectFrom('data_tables')
        .select((eb) => [
          eb.fn.countAll<string>().as('n'),
          sql<string>`coalesce(sum(rows), 0)`.as('rows'),
          sql<string>`coalesce(sum(size), 0)`.as('size'),
        ])
        .where('domain_id', '=', domain.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('files')
        .select(sql<string>`coalesce(sum(size), 0)`.as('size'))
        .where('domain_id', '=', domain.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('jobs as j')
        .leftJoin('imports as i', (join) => join.on(sql`i.id::text`, '=', sql`j.object_id::text`))
        .leftJoin('cubes as c', (join) => join.on(sql`c.id::text`, '=', sql`j.object_id::text`))
        .leftJoin('procedures as p', (join) => join.on(sql`p.id::text`, '=', sql`j.object_id::text`))
        .select([
          'j.id',
          'j.kind',
          'j.object_id',
          'j.status',
          'j.created_at',
          'j.finished_at',
          'j.error_code',
          sql<string | null>`coalesce(i.name, c.name, p.name)`.as('object_name'),
        ])
        .where('j.domain_id', '=', domain.id)
        .where('j.created_at', '>=', since)
        .orderBy('j.created_at', 'desc')
        .execute(),
      db
        .selectFrom('activity_log as a')
        .select([
          'id',
          'actor',
          'action',
          'object',
          'at',
          sql<BuiltinProcedure | null>`${sql.raw(ribbonBuiltinSql)}`.as('builtin'),
        ])
        .where('domain_id', '=', domain.id)
        .orderBy('at', 'desc')
        .limit(8)
        .execute(),
      db
        .selectFrom('todos')
        .select(['id', 'title', 'due_date', 'is_important'])
        .where('domain_id', '=', domain.id)
        .where('assignee_id', '=', user.id)
        .where('is_completed', '=', false)
        .where('deleted_at', 'is', null)
        .orderBy(sql`due_date nulls last`)
        .orderBy('created_at', 'desc')
        .limit(8)
        .execute(),
      db
        .selectFrom('jobs')
        .select([
          sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
          sql<string>`count(*) filter (where status = 'succeeded')`.as('succeeded'),
          sql<string>`count(*) filter (where status = 'failed')`.as('failed'),
        ])
        .where('domain_id', '=', domain.id)
        .where('created_at', '>=', firstDay)
        .groupBy(sql`1`)
        .execute(),
    ]);
    const byDay = new Map(runs.map((r) => [r.day, r]));
    return {
      counts: {
        cubes,
        refs,
        tables: Number(tables.n),
        rows: Number(tables.rows),
        imports,
        mounts,
        storageBytes: Number(tables.size) + Number(files.size),
      },
      jobs: {
        total: jobs.length,
        failed: jobs.filter((j) => j.status === 'failed').length,
        running: jobs.filter((j) => j.status === 'running' || j.status === 'queued').length,
        latest: jobs.slice(0, 10).map((j) => {
          const builtin =
            j.kind === 'procedure' && j.object_id ? builtinById(domain.id, j.object_id) : undefined;
          return {
            id: j.id,
            kind: j.kind,
            objectId: j.object_id,
            objectName: j.object_name ?? builtin?.name ?? null,
            ...(builtin ? { builtin: builtin.builtin } : {}),
            status: j.status as JobStatus,
            created: iso(j.created_at) ?? '',
            finished: iso(j.finished_at),
            errorCode: j.error_code,
          };
        }),
      },
      ribbon: ribbon.map((r) => ({
        id: r.id,
        actor: r.actor,
        action: r.action,
        object: r.object,
        ...(r.builtin ? { builtin: r.builtin } : {}),
        at: iso(r.at) ?? '',
      })),
      tasks: tasks.map((task) => ({
        id: task.id,
        title: task.title,
        // A driver may hand the date column over as a Date: answered as JSON always wrote it.
        dueDate: (task.due_date as unknown) instanceof Date ? iso(task.due_date) : task.due_date,
        important: task.is_important,
      })),
      runsPerDay: Array.from({ length: dashboardDays }, (_, index) => {
        const day = new Date(firstDay.getTime() + index * dayMs).toISOString().slice(0, 10);
        const found = byDay.get(day);
        return { day, succeeded: Number(found?.succeeded ?? 0), failed: Number(found?.failed ?? 0) };
      }),
    };
  });
};
