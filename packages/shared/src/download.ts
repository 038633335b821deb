import { z } from 'zod';
import { selectRequestSchema } from './qry/request';

/**
 * `POST /api/download {export: <select request>, format}` streams the whole result as a file;
 * `offset`/`limit` of the select are ignored (all rows, at most 1,000,000). `{fileId}` (uploaded
 * files) comes with the file store.
 * @example {export: {op: 'select', object: 'todo', fields: ['title', 'dueDate']}, format: 'xlsx'}
 */
export const exportRequestSchema = z.strictObject({
  export: selectRequestSchema,
  format: z.enum(['csv', 'xlsx', 'parquet']).default('csv'),
  /** The file's base name; made ASCII-safe by the server. Default: the object's name. */
  name: z.string().max(100).optional(),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;
