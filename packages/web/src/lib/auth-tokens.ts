import type { Tokens } from '@cubus/shared';
import { storageKeys } from './storage-keys';

/** The product token the guard reads (SPEC §4); it is the current access token. */
export function getToken(): string | null {
  return localStorage.getItem(storageKeys.cubusToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(storageKeys.refreshToken);
}

export function setTokens(tokens: Tokens): void {
  localStorage.setItem(storageKeys.cubusToken, tokens.accessToken);
  localStorage.setItem(storageKeys.accessToken, tokens.accessToken);
  localStorage.setItem(storageKeys.refreshToken, tokens.refreshToken);
}

export function clearTokens(): void {
  localStorage.removeItem(storageKeys.cubusToken);
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.refreshToken);
}
