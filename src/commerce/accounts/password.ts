/**
 * Passwords are hashed with scrypt at OWASP's parameters (N=2^17, r=8, p=1:
 * 128 MiB and about half a second per hash), salted per password. The stored
 * form names its parameters, so they can be raised later without breaking
 * existing hashes.
 *
 * Each hash holds 128 MiB, so a flood of sign-ins could exhaust memory: a few hashes run at once in a
 * process, a bounded number wait, sign-in checks first (./hash-queue.ts, src/config/accounts.ts passwordHashing).
 *
 * The API tests hash hundreds of passwords on a shared machine; they set
 * PASSWORD_HASH_TEST_N (a smaller N), which is honoured only when
 * NODE_ENV=test, so a production server always hashes at full cost.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { envVar } from '#src/config/env.ts';
import { passwordHashing } from '#src/config/accounts.ts';
import { HashQueue } from './hash-queue.ts';

export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function maxmemFor(N: number, r: number): number {
  return 128 * N * r + 32 * 1024 * 1024;
}

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_BYTES,
      { ...options, maxmem: maxmemFor(options.N, options.r) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const queue = new HashQueue(passwordHashing.concurrent, passwordHashing.maxWaiting);

export function hashParams(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  const testN = envVar('PASSWORD_HASH_TEST_N', env);
  return envVar('NODE_ENV', env) === 'test' && testN ? { ...OWASP_SCRYPT, N: testN } : OWASP_SCRYPT;
}

/** 'scrypt$N$r$p$salt$key', salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const params = hashParams();
  const salt = randomBytes(SALT_BYTES);
  const key = await queue.run('create', () => derive(password, salt, params));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== 'scrypt' || !salt || !key || ![N, R, P].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await queue.run('check', () => derive(password, Buffer.from(salt, 'base64url'), { N, r: R, p: P }));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody knows, checked when the e-mail has no account,
 * so that an unknown address takes as long to refuse as a wrong password.
 * Made once, at the first such sign-in; when the queue is full then, the next one makes it again (kept,
 * the refusal would answer every later sign-in of an unknown address 503 until the server restarts).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url')).catch((error: unknown) => {
    decoy = undefined;
    throw error;
  });
  return decoy;
}
