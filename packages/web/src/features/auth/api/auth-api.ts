import type { LoginResponse, Role, SignInAnswer } from '@cubus/shared';
import { getRefreshToken } from '../../../lib/auth-tokens';
import { beginSignOut, endSession } from '../../../lib/session-end';
import { completeSignIn } from '../../../lib/sign-in';

export type SignInResult = { kind: 'signed-in' } | { kind: 'second-factor'; ticket: string };

// Auth forms show their errors themselves, never as a toast.
const quiet = { showErrorToast: false } as const;

/** The API client, loaded by the first call: a sign-in page shows (and is typed in) before it is needed. */
const api = () => import('../../../lib/api-client').then((module) => module.apiClient);

function settle(answer: SignInAnswer): SignInResult {
  if ('secondFactor' in answer) return { kind: 'second-factor', ticket: answer.ticket };
  completeSignIn(answer);
  return { kind: 'signed-in' };
}

/** POST /api/login; `login` is an email or a username. */
export async function login(credentials: { login: string; password: string }): Promise<SignInResult> {
  const { data } = await (await api()).post<SignInAnswer>('/api/login', credentials, quiet);
  return settle(data);
}

/** POST /api/second-factor: the login's ticket and a 6-digit code or a recovery code. */
export async function completeSecondFactor(ticket: string, code: string): Promise<SignInResult> {
  const { data } = await (await api()).post<SignInAnswer>('/api/second-factor', { ticket, code }, quiet);
  return settle(data);
}

export interface RegisterOptions {
  mode: 'open' | 'invite' | 'closed';
  invite?: { domain: string; role: Role; email: string | null; expiresAt: string };
}

export async function registerOptions(invite: string | null): Promise<RegisterOptions> {
  const { data } = await (await api()).post<RegisterOptions>(
    '/api/register-options',
    invite ? { invite } : {},
    quiet,
  );
  return data;
}

export interface Registration {
  email: string;
  username: string;
  password: string;
  fullName?: string;
  invite?: string;
}

export async function register(body: Registration): Promise<SignInResult> {
  const { data } = await (await api()).post<LoginResponse>('/api/register', body, quiet);
  return settle(data);
}

/** POST /api/forgot: the server answers the same whether the address is known or not. */
export async function requestReset(email: string): Promise<void> {
  await (await api()).post('/api/forgot', { email }, quiet);
}

export async function setNewPassword(token: string, password: string): Promise<void> {
  await (await api()).post('/api/forgot-set-new', { token, password }, quiet);
}

/** Revokes the session on the server, then forgets it here whatever the server answered. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  beginSignOut();
  try {
    await (await api()).post('/api/logout', refreshToken ? { refreshToken } : {}, quiet);
  } catch {
    // Signing out locally must work even when the server is unreachable.
  } finally {
    endSession();
  }
}
