import type { FieldInfo } from '@cubus/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** `assigneeName` → `Assignee name`: the last resort when no translation exists. */
export const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .replace(/^./, (first) => first.toUpperCase());

/** A field's label in the user's language: `fields.<kind>.<field>` from the schema, else its name. */
export function useFieldTitle(): (field: Pick<FieldInfo, 'name' | 'title'>) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (field) => (i18n.exists(field.title) ? t(field.title) : humanize(field.name)),
    [t, i18n],
  );
}
