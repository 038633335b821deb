import type { RefTreeMember } from '@cubus/shared';
import { apiClient } from '../../../lib/api-client';

async function post<T>(path: string, body: object): Promise<T> {
  const { data } = await apiClient.post<T>(path, body, { showErrorToast: false });
  return data;
}

export type Generator =
  | { kind: 'time'; from: number; to: number; depth: 'year' | 'quarter' | 'month' | 'day'; locale: string }
  | { kind: 'sequence'; count: number; start: number; prefix: string; pad: number };

/** The calls of references beside `/api/qry` (shapes in shared `refs.ts`); callers show errors themselves. */
export const refsApi = {
  move: (refId: string, code: string, parent: string | null, before: string | null) =>
    post<{ members: RefTreeMember[] }>('/api/refs/move', { refId, code, parent, before }),
  importMembers: (body: {
    refId: string;
    source: { tableId: string };
    columns: { code: string; name?: string; parent?: string };
    mode: 'merge' | 'replace';
  }) => post<{ inserted: number; updated: number }>('/api/refs/import', body),
  generate: (name: string, generator: Generator) =>
    post<{ id: string; members: number }>('/api/refs/generate', { name, generator }),
};
