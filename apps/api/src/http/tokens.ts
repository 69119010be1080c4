import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { validate as isUuid } from 'uuid';
import type { Clock } from '../clock/clock.js';

export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 14 * 24 * 3600;

export interface AccessClaims {
  sub: string;
  type: 'access';
  /** The session (refresh-token family) the token was issued in; absent in older tokens. */
  fam?: string;
}

export interface RefreshClaims {
  sub: string;
  type: 'refresh';
  jti: string;
  fam: string;
}

const uuidOrAbsent = (value: unknown) => value === undefined || (typeof value === 'string' && isUuid(value));

/**
 * The ids a token names (user, session, refresh token) are the database's uuid keys: a signed
 * token naming anything else is refused here, before a query's uuid cast answers 500.
 */
function idsAreUuids(payload: Record<string, unknown>, type: 'access' | 'refresh'): boolean {
  if (typeof payload.sub !== 'string' || !isUuid(payload.sub) || !uuidOrAbsent(payload.fam)) return false;
  return type === 'access' || (typeof payload.jti === 'string' && isUuid(payload.jti) && typeof payload.fam === 'string');
}

/** Signs and checks the JWTs (HS256) of sessions. */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    /** The app's clock: tokens are issued and expire by the app's time (decision 256). */
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  private seconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  access(userId: string, family: string): Promise<string> {
    const iat = this.seconds();
    return new SignJWT({ type: 'access', fam: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TTL_S)
      .sign(this.key);
  }

  async refresh(userId: string, family: string): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const iat = this.seconds();
    const jti = randomUUID();
    const token = await new SignJWT({ type: 'refresh', fam: family })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(iat + REFRESH_TTL_S)
      .sign(this.key);
    return { token, jti, expiresAt: new Date((iat + REFRESH_TTL_S) * 1000) };
  }

  /**
   * The claims of a valid token of the given type, or null (bad signature, expired, other type, or
   * an id that is not a UUID).
   */
  async verify<T extends AccessClaims | RefreshClaims>(token: string, type: T['type']): Promise<T | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      if (payload.type !== type || !idsAreUuids(payload, type)) return null;
      return payload as unknown as T;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
