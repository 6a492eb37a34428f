/**
 * Authenticator-app codes (TOTP, RFC 6238 over RFC 4226's HOTP): HMAC-SHA1 of the 30-second step
 * count, truncated to 6 digits. The same codes Google Authenticator, 1Password or Authy show for a
 * base32 key, and the ones Cognito checks. Used by `npm run totp` (the demo staff accounts' codes)
 * and by the tests, which sign staff in with them.
 */
import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The key as authenticator apps show it (base32, any case, spaces and padding ignored) → bytes. */
export function base32Bytes(key: string): Buffer {
  const clean = key.replace(/[\s=]/g, '').toUpperCase();
  let bits = '';
  for (const char of clean) {
    const value = base32Alphabet.indexOf(char);
    if (value < 0) throw new Error(`"${char}" is not a base32 character`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** HOTP (RFC 4226, section 5.3): the code for one counter value. */
export function hotp(key: Buffer, counter: bigint, digits = 6, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 6-digit code of a base32 key at a moment (default now), in 30-second steps. */
export const totpCode = (base32Key: string, at = Date.now()): string => hotp(base32Bytes(base32Key), BigInt(Math.floor(at / 1000 / 30)));

/** What an authenticator app scans: `otpauth://totp/<issuer>:<account>?secret=…&issuer=…`. */
export const otpauthUri = (issuer: string, account: string, base32Key: string): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${base32Key}&issuer=${encodeURIComponent(issuer)}`;
