import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { post, type TestApp } from './helper';

/** Signed-in admin of the Demo domain, with calls the import tests share. */
export interface ImportCaller {
  token: string;
  domainId: string;
  userId: string;
}

export async function signInAdmin(t: TestApp): Promise<ImportCaller> {
  const signed = await t.signIn('admin', t.credentials.adminPassword);
  return { token: signed.accessToken, domainId: signed.session.domain.id, userId: signed.session.user.id };
}

export function qry(t: TestApp, who: ImportCaller, body: unknown) {
  return post(t.app, '/api/qry', body, who.token);
}

/** Stores bytes as an uploaded file of the caller's domain → its id. */
export async function upload(
  t: TestApp,
  who: ImportCaller,
  name: string,
  bytes: Buffer | string,
): Promise<string> {
  const answer = await t.app.files.save(
    { domainId: who.domainId, userId: who.userId },
    name,
    Readable.from([Buffer.from(bytes)]),
  );
  return answer.fileId;
}

export async function createTable(t: TestApp, who: ImportCaller, values: unknown): Promise<string> {
  const response = await qry(t, who, { op: 'create', object: 'tables', values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().row.id;
}

export async function createImport(
  t: TestApp,
  who: ImportCaller,
  values: Record<string, unknown>,
): Promise<string> {
  const response = await qry(t, who, {
    op: 'create',
    object: 'imports',
    values: { name: 'import', mode: 'append', ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().row.id;
}

export type JobRow = {
  id: string;
  status: string;
  rowsRead: number;
  rowsLoaded: number;
  rowsRejected: number;
  errorCode: string | null;
  error: string | null;
  messages: { text: string }[];
  rejected: { line: number; reason: string; reasons?: unknown[]; values: Record<string, unknown> }[];
};

export async function job(t: TestApp, who: ImportCaller, id: string): Promise<JobRow> {
  return (await qry(t, who, { op: 'get', object: 'jobs', id })).json().row;
}

/** Waits for a job to end (succeeded, failed, cancelled) → its row. */
export async function waitJob(
  t: TestApp,
  who: ImportCaller,
  id: string,
  timeoutMs = 30_000,
): Promise<JobRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await job(t, who, id);
    if (!['queued', 'running'].includes(row.status)) return row;
    if (Date.now() > until) throw new Error(`job ${id} still ${row.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs an import to its end → the job row. */
export async function runToEnd(t: TestApp, who: ImportCaller, importId: string): Promise<JobRow> {
  const run = await qry(t, who, { op: 'run', object: 'imports', id: importId });
  expect(run.statusCode, run.body).toBe(200);
  return waitJob(t, who, run.json().jobId);
}

/** Every row of a table, ordered by its first column. */
export async function tableRows(
  t: TestApp,
  who: ImportCaller,
  tableId: string,
): Promise<Record<string, unknown>[]> {
  const schema = (await qry(t, who, { op: 'schema', object: `table:${tableId}` })).json();
  const first = schema.fields[0].name;
  const response = await qry(t, who, {
    op: 'select',
    object: `table:${tableId}`,
    limit: 10_000,
    orderby: {
      isActive: true,
      sorts: schema.fields.map((f: { name: string }) => ({ field: f.name, dir: 'asc' })),
    },
  });
  expect(response.statusCode, `${first} ${response.body}`).toBe(200);
  return response.json().rows;
}
