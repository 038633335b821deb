import { randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { invalidTicket, invalidToken } from '../lib/app-error';

export const accessTokenSeconds = 10 * 60;
/** A second-factor ticket lives long enough to open an authenticator app, no longer. */
export const ticketSeconds = 5 * 60;
const audience = 'cubus';
const issuer = 'cubus';

/** What an access token says: who (`sub`), in which domain (`dom`), at which token version (`ver`). */
export interface AccessClaims {
  sub: string;
  dom: string;
  ver: number;
}

/**
 * HS256-only access JWTs; `clock` (ms since epoch) is injectable for tests.
 * @example const tokens = await AccessTokens.create(keys.access); const jwt = await tokens.sign({ sub, dom, ver: 0 })
 */
export class AccessTokens {
  private constructor(
    private readonly key: webcrypto.CryptoKey,
    private readonly clock: () => number,
  ) {}

  static async create(secret: Uint8Array, clock: () => number = Date.now): Promise<AccessTokens> {
    // Imported once: jose would import a raw key again on every call.
    const key = await webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return new AccessTokens(key, clock);
  }

  sign(claims: AccessClaims): Promise<string> {
    return this.signTyped(claims, 'access', accessTokenSeconds);
  }

  /** The login ticket a password opens for a user with a second factor: bound to user, domain and version. */
  signTicket(claims: AccessClaims): Promise<string> {
    // A ticket of its own each time (two logins in one second would otherwise sign the same
    // bytes): it is spent by its first success, and must not spend another.
    return this.signTyped(claims, 'second-factor', ticketSeconds, randomUUID());
  }

  /**
   * Checks signature, algorithm, expiry, audience, issuer and type → the claims and their expiry
   * (seconds); throws 401 `invalid_token` otherwise. Callers keep what they verified (`VerifiedSessions`).
   */
  verify(token: string): Promise<AccessClaims & { exp: number }> {
    return this.verifyTyped(token, 'access');
  }

  /** A ticket of `signTicket` with its expiry (seconds), else 400 `invalid_ticket` (the console starts the login again). */
  verifyTicket(ticket: string): Promise<AccessClaims & { exp: number }> {
    return this.verifyTyped(ticket, 'second-factor').catch(() => {
      throw invalidTicket();
    });
  }

  private signTyped(claims: AccessClaims, typ: string, seconds: number, jti?: string): Promise<string> {
    const now = Math.floor(this.clock() / 1000);
    return new SignJWT({ dom: claims.dom, ver: claims.ver, typ, ...(jti ? { jti } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setAudience(audience)
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + seconds)
      .sign(this.key);
  }

  private async verifyTyped(token: string, typ: string): Promise<AccessClaims & { exp: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience,
        issuer,
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(this.clock()),
      });
      if (payload.typ !== typ || typeof payload.dom !== 'string' || !Number.isInteger(payload.ver)) {
        throw invalidToken();
      }
      return {
        sub: payload.sub as string,
        dom: payload.dom,
        ver: payload.ver as number,
        exp: payload.exp as number,
      };
    } catch {
      // Any failure (bad signature, alg, expiry, audience, malformed token) is the same 401.
      throw invalidToken();
    }
  }
}
