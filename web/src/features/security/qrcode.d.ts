/** The part of `qrcode` (1.5, the QR encoder Amplify's Authenticator uses too; it ships no types) this feature calls. */
declare module 'qrcode' {
  export function toString(text: string, options?: { type?: 'svg'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): Promise<string>;
}
