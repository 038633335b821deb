import type { SchemaAnswer } from '@cubus/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { qry } from './qry-client';

export const schemaKey = (object: string) => ['qry', 'schema', object] as const;

/** The same for a whole session, so cached long. */
const schemaStaleMs = 5 * 60_000;

/** An object's schema (fields, key, allowed ops). */
export function useObjectSchema(object: string) {
  return useQuery<SchemaAnswer>({
    queryKey: schemaKey(object),
    queryFn: () => qry.schema(object),
    staleTime: schemaStaleMs,
  });
}

/** The schema from the cache, or fetched into it without an error toast (a prefetch). */
export function fetchObjectSchema(client: QueryClient, object: string): Promise<SchemaAnswer> {
  return client.fetchQuery({
    queryKey: schemaKey(object),
    queryFn: () => qry.schema(object, { showErrorToast: false }),
    staleTime: schemaStaleMs,
  });
}
