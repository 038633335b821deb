import type { SchemaAnswer } from '@cubus/shared';
import { useQuery } from '@tanstack/react-query';
import { qry } from './qry-client';

export const schemaKey = (object: string) => ['qry', 'schema', object] as const;

/** An object's schema (fields, key, allowed ops); the same for a whole session, so cached long. */
export function useObjectSchema(object: string) {
  return useQuery<SchemaAnswer>({
    queryKey: schemaKey(object),
    queryFn: () => qry.schema(object),
    staleTime: 5 * 60_000,
  });
}
