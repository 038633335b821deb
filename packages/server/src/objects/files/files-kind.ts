import { z } from 'zod';
import { field } from '../../engine/compiler/object-schema';
import { editableTail, type ObjectKind } from '../../qry/object-kind';

const kind = 'files';

/**
 * Uploaded files (finished ones; unfinished uploads are not records). Select, get, delete (soft:
 * the bytes stay and count against the quota), restore, remove (the bytes are deleted). Files are
 * the sources of imports, so they are checked on the `imports` subject. Download with
 * `POST /api/download {fileId}`.
 */
export const filesKind: ObjectKind = {
  name: kind,
  subject: 'imports',
  store: 'metadata',
  source: {
    from: 'files f LEFT JOIN users fu ON fu.id = f.created_by',
    domain: { column: 'f.domain_id' },
    key: 'id',
  },
  fields: [
    field('id', 'uuid', 'f.id', { kind }),
    field('name', 'text', 'f.name', { kind }),
    // bigint arrives as text from pg: a double keeps it a number up to 2^53.
    field('size', 'integer', '(f.size::double precision)', { kind, unit: 'bytes' }),
    field('sha256', 'text', 'f.sha256', { kind, searchable: false }),
    field('createdBy', 'text', 'fu.username', { kind, searchable: false }),
    ...editableTail(kind, 'f'),
  ],
  ops: ['select', 'get', 'delete', 'restore', 'remove', 'schema'],
  softDelete: true,
  versioned: true,
  scope: () => ["f.status = 'ready'"],
  write: {
    table: 'files',
    values: z.object({ name: z.string().min(1).max(255) }),
    async toColumns() {
      return {};
    },
    changeScope: () => ["status = 'ready'"],
    async removed(rows, context) {
      await context.app.files.unlink(
        context.auth.domain.id,
        rows.map((row) => String(row.id)),
      );
    },
    label: (row) => String(row.name ?? row.id),
  },
};
