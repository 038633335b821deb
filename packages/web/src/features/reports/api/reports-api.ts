import type { QryRow, ReportDownload, ReportRunAnswer, ReportValues } from '@cubus/shared';
import { isAxiosError } from 'axios';
import { apiClient } from '../../../lib/api-client';
import { qry, saveFile } from '../../../lib/qry-client';

export const reportRowKey = (id: string | null) => ['qry', 'row', 'reports', id ?? 'new'] as const;
export const reportRunKey = (id: string) => ['reports', 'run', id] as const;

/** A saved report as the console reads it. */
export interface ReportRow {
  id: string;
  title: string;
  description: string;
  chart: ReportValues['chart'];
  source: ReportValues['source'];
  view: ReportValues['view'];
  sourceName: string | null;
  version: number;
}

export function reportOf(row: QryRow): ReportRow {
  return {
    id: String(row.id),
    title: String(row.title ?? ''),
    description: String(row.description ?? ''),
    chart: row.chart as ReportRow['chart'],
    source: { kind: row.sourceKind as ReportRow['source']['kind'], id: String(row.sourceId) },
    view: row.view as ReportRow['view'],
    sourceName: row.sourceName === null || row.sourceName === undefined ? null : String(row.sourceName),
    version: Number(row.version),
  };
}

/** A failed blob download carries its JSON error as a blob: read it, so the message has its code. */
async function withJsonError(error: unknown): Promise<never> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text());
    } catch {
      // Not JSON: the generic message stands.
    }
  }
  throw error;
}

/** Reports over `/api/qry` (`reports`: select, get, create, update, run) and `/api/download {report}`. */
export const reportsApi = {
  get: (id: string) => qry.get('reports', id, { showErrorToast: false }).then(reportOf),
  run: (id: string, signal?: AbortSignal) =>
    qry.run<ReportRunAnswer>('reports', id, undefined, {
      showErrorToast: false,
      ...(signal ? { signal } : {}),
    }),
  create: (values: ReportValues) => qry.create('reports', values).then(reportOf),
  update: (id: string, version: number, values: ReportValues) =>
    qry.update('reports', id, version, values).then(reportOf),
  /** The report's values as CSV or XLSX, made by the server, saved under `fileName`. */
  download: async (request: ReportDownload, fileName: string) => {
    const { data } = await apiClient
      .post<Blob>('/api/download', request, { responseType: 'blob', showErrorToast: false })
      .catch(withJsonError);
    saveFile(data, fileName);
  },
};
