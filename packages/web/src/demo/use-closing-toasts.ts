import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../lib/toast';

/**
 * Callbacks for a demo dialog's save or delete: on success a toast and the dialog closes; on
 * failure a toast says so and the dialog stays open with what was typed. Without `close` (a change
 * made from a list), only the toasts: a dialog opened meanwhile stays open.
 */
export function useClosingToasts(close?: () => void) {
  const { t } = useTranslation('demo');
  return (message: string) => ({
    onSuccess: () => {
      toastSuccess(message);
      close?.();
    },
    onError: () => toastError(t('common.saveFailed')),
  });
}
