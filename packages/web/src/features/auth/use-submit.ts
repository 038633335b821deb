import { useState } from 'react';
import { errorMessageOf } from '../../lib/api-error';

export type AuthFormNotice = { type: 'success' | 'info' | 'error'; text: string; testId?: string } | null;

/** Runs an auth form's call: busy while it runs, its failure shown as the notice above the form. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AuthFormNotice>(null);

  const run = async (work: () => Promise<void>, onError?: (error: unknown) => boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      if (!onError?.(error)) setNotice({ type: 'error', text: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return { busy, notice, setNotice, run };
}
