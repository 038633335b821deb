import type { ErrorCode } from '@cubus/shared';

/**
 * An error the API answers as `{error: {code, message, details?}}` with its status.
 * Messages of 5xx errors never reach the client.
 * @example throw new AppError(401, 'invalid_credentials', 'Invalid login or password')
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra answer headers, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid login or password');
export const invalidToken = () => new AppError(401, 'invalid_token', 'Invalid or expired access token');
export const invalidRefreshToken = () => new AppError(401, 'invalid_refresh_token', 'Invalid refresh token');
export const invalidTicket = () =>
  new AppError(400, 'invalid_ticket', 'The sign-in has expired, please sign in again');
export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);
export const forbidden = () => new AppError(403, 'forbidden', 'Not allowed');
export const unauthorized = () => new AppError(401, 'unauthorized', 'Please log in');
