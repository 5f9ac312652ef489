import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [k: string]: unknown;
}

export class Jwt {
  private key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }
  async sign(claims: Claims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }
  /** Throws on a garbled, wrongly signed or expired token. */
  async verify(token: string): Promise<Claims> {
    const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
    return payload as Claims;
  }
  async tryVerify(token: string | undefined): Promise<Claims | null> {
    if (!token) return null;
    try {
      return await this.verify(token);
    } catch {
      return null;
    }
  }
}
