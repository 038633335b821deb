import { LoadingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The full-width primary button of the auth forms; native, to keep the login page light. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
      {busy && <LoadingOutlined aria-hidden />}
      {children}
    </button>
  );
}
