import type { FieldInfo, QryRow } from '@cubus/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { objectEditorPath } from '../../lib/object-editors';
import { pathFor } from '../../lib/routes';

/**
 * The screen of the object a field names (a report's source, an import's target): its kind's
 * editor, else its record page; null when the row names none.
 */
export function linkOf(field: FieldInfo, row: QryRow): string | null {
  const { link } = field;
  if (!link) return null;
  const id = row[link.idField];
  const kind = link.kind ?? (link.kindField ? row[link.kindField] : null);
  if (id === null || id === undefined || id === '' || !kind) return null;
  return (
    objectEditorPath(String(kind), String(id)) ??
    pathFor('cubus-recordpage', { object: String(kind), record: String(id) })
  );
}

/** A field's shown value, a link to the object it names when it names one. */
export function FieldLink({ field, row, children }: { field: FieldInfo; row: QryRow; children: ReactNode }) {
  const to = linkOf(field, row);
  return to ? <Link to={to}>{children}</Link> : children;
}
