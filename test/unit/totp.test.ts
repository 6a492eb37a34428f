/** The authenticator-app codes the tests and `npm run totp` compute, against the RFCs' own test vectors. */
import { base32Bytes, hotp, totpCode } from '../../infra/local/totp';

describe('authenticator-app codes', () => {
  // RFC 4226 appendix D: the key is ASCII "12345678901234567890".
  const rfc4226Key = Buffer.from('12345678901234567890');
  it('gives the HOTP codes of RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, i) => hotp(rfc4226Key, BigInt(i)))).toEqual(expected);
  });

  // RFC 6238 appendix B: 8-digit codes; the SHA-256 and SHA-512 keys are the ASCII key repeated to 32 and 64 bytes.
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  const keys = { sha1: '12345678901234567890', sha256: '12345678901234567890123456789012', sha512: '1234567890'.repeat(6) + '1234' };
  it.each(vectors)('gives the TOTP codes of RFC 6238 appendix B at %i s', (seconds, sha1, sha256, sha512) => {
    const step = BigInt(Math.floor(seconds / 30));
    expect(hotp(Buffer.from(keys.sha1), step, 8, 'sha1')).toBe(sha1);
    expect(hotp(Buffer.from(keys.sha256), step, 8, 'sha256')).toBe(sha256);
    expect(hotp(Buffer.from(keys.sha512), step, 8, 'sha512')).toBe(sha512);
  });

  it('reads base32 keys as authenticator apps show them', () => {
    // RFC 4648, section 10: "foobar" is MZXW6YTBOI======.
    expect(base32Bytes('MZXW 6YTB OI======').toString()).toBe('foobar');
    expect(base32Bytes('mzxw6ytboi').toString()).toBe('foobar');
    expect(() => base32Bytes('MZXW0')).toThrow(/not a base32 character/);
  });

  it('gives the 6-digit code of a base32 key for its 30-second step', () => {
    // The RFC 6238 SHA-1 key in base32, 59 s: the last 6 digits of 94287082.
    const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(key, 59_000)).toBe('287082');
    expect(totpCode(key, 30_000)).toBe(totpCode(key, 59_999));
    expect(totpCode(key, 60_000)).not.toBe(totpCode(key, 59_999));
  });
});
