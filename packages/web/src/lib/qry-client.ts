import {
  countAnswerSchema,
  type ExportRequest,
  type Match,
  type MetaAnswer,
  rowAnswerSchema,
  type SchemaAnswer,
  type SelectAnswer,
  type SelectPage,
  type SelectRequest,
} from '@cubus/shared';
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { apiClient, checkAnswer } from './api-client';

type CallOptions = Pick<AxiosRequestConfig, 'showErrorToast' | 'signal'>;
export type RecordId = string | number;

// `/api/qry` is one path for every kind and op: its answers are typed per op here, not by a route table.
async function call<T>(body: object, options: CallOptions = {}): Promise<T> {
  const { data } = await apiClient.post<T>('/api/qry', body, options);
  return data;
}

/** An op with one answer for every kind, checked against its shared schema in development builds. */
async function checked<Answer extends z.ZodType>(
  body: object,
  answer: Answer,
  options?: CallOptions,
): Promise<z.output<Answer>> {
  const data = await call<z.output<Answer>>(body, options);
  if (import.meta.env.DEV) checkAnswer('/api/qry', answer, data);
  return data;
}
const rowCall = (body: object, options?: CallOptions) =>
  checked(body, rowAnswerSchema, options).then((answer) => answer.row);

/**
 * The console's side of `POST /api/qry` (DESIGN §3): one function per op, typed by the shared contract.
 * @example await qry.select({op: 'select', object: 'todo', limit: 50})
 */
export const qry = {
  meta: () => call<MetaAnswer>({ op: 'meta' }),
  schema: (object: string, options?: CallOptions) => call<SchemaAnswer>({ op: 'schema', object }, options),
  select: (request: SelectRequest, options?: CallOptions) => call<SelectAnswer>(request, options),
  /** A select without its count (`total: false`): a further window of a query already counted. */
  page: (request: SelectRequest, options?: CallOptions) =>
    call<SelectPage>({ ...request, total: false }, options),
  get: (object: string, id: RecordId, options?: CallOptions) => rowCall({ op: 'get', object, id }, options),
  create: (object: string, values: Record<string, unknown>) => rowCall({ op: 'create', object, values }),
  /** A grid passes `showErrorToast: false` to answer a 409 `conflict` itself: reload the row, say why. */
  update: (
    object: string,
    id: RecordId,
    version: number,
    values: Record<string, unknown>,
    options?: CallOptions,
  ) => rowCall({ op: 'update', object, id, version, values }, options),
  /**
   * Starts a job of an object (an import, a procedure with its `args`, an action): `{jobId}`; a report
   * answers its values instead.
   */
  run: <T = { jobId: string }>(
    object: string,
    id: RecordId,
    args?: Record<string, unknown>,
    options?: CallOptions,
  ) => call<T>({ op: 'run', object, id, args }, options),
  /** By ids, or `{match}`: every row of a search and filter (a grid's "select all"). */
  change: (op: 'delete' | 'restore' | 'remove', object: string, target: RecordId[] | { match: Match }) =>
    checked(
      {
        op,
        object,
        ...(Array.isArray(target) ? { ids: target } : target),
        ...(op === 'remove' ? { confirm: true } : {}),
      },
      countAnswerSchema,
    ).then((answer) => answer.count),
};

/** The whole result of a select as a file (`/api/download`), saved through a temporary link. */
export async function downloadExport(request: ExportRequest, fileName: string): Promise<void> {
  // A file, not JSON: no answer schema to check.
  const { data } = await apiClient.post<Blob>('/api/download', request, { responseType: 'blob' });
  saveFile(data, fileName);
}

/** Saves a blob made in the browser (or downloaded) under a file name, through a temporary link. */
export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
