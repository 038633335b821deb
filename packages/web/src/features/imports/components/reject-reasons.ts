import type { RejectReason } from '@cubus/shared';
import type { TFunction } from 'i18next';

/**
 * Why a row is (or would be) rejected, in the user's language: each reason's words with its
 * values in place (a column type by its title); the server's English words for a row it sent
 * without reasons (a run from before they were kept).
 */
export function rejectReasonText(
  row: { reasons?: RejectReason[] | undefined; reason?: string; error?: string | null },
  t: TFunction,
): string {
  if (!row.reasons?.length) return row.reason ?? row.error ?? '';
  return row.reasons
    .map(({ key, values }) =>
      t(`imports.rejectReasons.${key}`, {
        ...values,
        ...(typeof values.type === 'string'
          ? { type: t(`tables.types.${values.type}`, { defaultValue: values.type }) }
          : {}),
      }),
    )
    .join('; ');
}
