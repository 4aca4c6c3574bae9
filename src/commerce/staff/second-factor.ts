/**
 * The second step of a staff sign-in: a code from an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits,
 * 30-second steps, one step of drift either way), enrolled by scanning a QR code; or one of the single-use
 * recovery codes given at enrolment. A TOTP code is taken once: its time step is remembered.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { staffSecurity } from '#src/config/back-office.ts';

const PERIOD_SECONDS = 30;

const totpOf = (secret: string, email: string) =>
  new OTPAuth.TOTP({
    issuer: staffSecurity.totpIssuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

/** What the enrolment page shows: the otpauth:// address as a QR code (SVG) and the secret to type instead. */
export async function enrolmentOf(
  secret: string,
  email: string,
): Promise<{ uri: string; qrSvg: string; secret: string }> {
  const uri = totpOf(secret, email).toString();
  // Loaded by the first enrolment alone, not by every process that imports the engine.
  const { default: QRCode } = await import('qrcode');
  return { uri, secret, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/** The time step the code belongs to, or null when it is not a current code. */
export function totpStep(secret: string, email: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code the app shows now: for tests and the bench, which sign in as staff do. */
export const currentTotp = (secret: string, email: string, now = Date.now()): string =>
  totpOf(secret, email).generate({ timestamp: now });

/** 'k7d2m-q9xpa': ten characters an operator can read off paper, in two groups. */
export function newRecoveryCodes(count = staffSecurity.recoveryCodes): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z2-9]{5}-[a-z2-9]{5}$/i.test(code.trim());
