/**
 * Secrets handed to a browser (session cookies, reset links) are 256 random
 * bits; the database keeps only their SHA-256, so a leaked table opens nothing.
 * A fast hash is enough here: the token has full entropy, unlike a password.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as newToken makes it: 43 base64url characters. Anything else is refused before a lookup. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
