import { apiCall } from './accounts';

/**
 * Product calls for a test's own references and cubes, as the signed-in `token`.
 * @example const seed = cubeSeed(token); const ref = await seed.sequence('Regions x', 3, 'R')
 */
export function cubeSeed(token: string) {
  const call = async <T = Record<string, unknown>>(path: string, body: object): Promise<T> => {
    const answer = await apiCall(path, token, body);
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  };
  return {
    call,
    /** A flat reference of `count` members `<prefix>1`, `<prefix>2`, … → its id. */
    sequence: async (name: string, count: number, prefix: string, pad = 1) =>
      (
        await call<{ id: string }>('/api/refs/generate', {
          name,
          generator: { kind: 'sequence', count, prefix, pad },
        })
      ).id,
    /** A cube of these dimensions and measures → its id. */
    cube: async (name: string, dimensions: object[], measures: object[]) =>
      (
        await call<{ row: { id: string } }>('/api/qry', {
          op: 'create',
          object: 'cubes',
          values: { name, description: '', dimensions, measures },
        })
      ).row.id,
  };
}
