import type { Session } from '@cubus/shared';
import { create } from 'zustand';

export type SessionStatus = 'init' | 'loaded' | 'error';

export interface SessionState {
  status: SessionStatus;
  loaded: boolean;
  session: Session | null;
  error: unknown;
  setSession: (session: Session) => void;
  setSessionError: (error: unknown) => void;
  clearSession: () => void;
}

/** Whose data the console holds: a user in a domain (null signed out). */
export function scopeOf(state: Pick<SessionState, 'session'>): string | null {
  const session = state.session;
  return session ? `${session.user.id}@${session.domain.id}` : null;
}

/** The signed-in session as whoami or login returned it (SPEC §3, §4). */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'init',
  loaded: false,
  session: null,
  error: null,
  setSession: (session) => set({ status: 'loaded', loaded: true, session, error: null }),
  setSessionError: (error) => set({ status: 'error', loaded: false, session: null, error }),
  clearSession: () => set({ status: 'init', loaded: false, session: null, error: null }),
}));
