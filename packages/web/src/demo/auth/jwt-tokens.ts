import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { demoCollection } from '../mocks/demo-store';

/** SPEC §9: the mock tokens live 10 minutes. */
export const mockTokenLifetimeSeconds = 10 * 60;

/** Marks the mock's tokens, so a refresh call carrying any other token is left to the product. */
export const mockIssuer = 'cubus-template-demo';

type TokenKind = 'access' | 'refresh';

// A key made once per browser session, not written in the code: there is no secret in a page's script.
const signingKey = demoCollection('jwtKey', () => [bytesToHex(randomBytes(32))]);
const keyBytes = () => hexToBytes(signingKey.all()[0] ?? '');

function sign(userId: number, kind: TokenKind): Promise<string> {
  return new SignJWT({ id: userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(mockIssuer)
    .setAudience(kind)
    .setIssuedAt()
    .setExpirationTime(`${mockTokenLifetimeSeconds}s`)
    .sign(keyBytes());
}

/** A fresh access and refresh token for the account `userId`. */
export async function issueTokens(userId: number): Promise<{ accessToken: string; refreshToken: string }> {
  const [accessToken, refreshToken] = await Promise.all([sign(userId, 'access'), sign(userId, 'refresh')]);
  return { accessToken, refreshToken };
}

/** True when `token` claims to be one of the mock's (whether or not it is still good). */
export function isMockToken(token: unknown): boolean {
  if (typeof token !== 'string') return false;
  try {
    return decodeJwt(token).iss === mockIssuer;
  } catch {
    return false;
  }
}

/** The account id of a good, unexpired mock refresh token; undefined for any other. */
export async function refreshTokenUser(token: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyBytes(), {
      issuer: mockIssuer,
      audience: 'refresh',
      algorithms: ['HS256'],
    });
    return typeof payload.id === 'number' ? payload.id : undefined;
  } catch {
    return undefined;
  }
}
