/**
 * `npm run totp`: the current authenticator-app code of the demo staff accounts (their key is in
 * the README), for signing in as staff locally without an app. `npm run totp -- <base32 key>`
 * gives the code of any other key, such as one shown on Account → Security.
 */
import { DEMO_AUTHENTICATOR_KEY } from './local/demo-people';
import { totpCode } from './local/totp';

const key = process.argv[2] ?? DEMO_AUTHENTICATOR_KEY;
try {
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${totpCode(key)}   (valid for ${secondsLeft} more s)`);
} catch (error) {
  console.error(`${(error as Error).message}: name a base32 key, as authenticator apps show it.`);
  process.exit(2);
}
