/**
 * The promotions running at an instant, as pricing reads them: those that need no code, and the
 * one a shopper's code names. Codes are kept upper case and matched without regard to case.
 */
import { isRunning, type Promotion } from '../../../shared/promotions';
import { listPromotionsEndingAfter } from '../../data/promotions';

/** Every promotion running at `now`, with or without a code. */
export async function runningPromotions(now: Date): Promise<Promotion[]> {
  return (await listPromotionsEndingAfter(now.toISOString())).filter((p) => isRunning(p, now));
}

export const codeMatches = (p: Promotion, code: string): boolean => p.code !== undefined && p.code === code.trim().toUpperCase();

/** The running promotion whose code is `code`, if any. */
export async function runningCodePromotion(code: string, now: Date): Promise<Promotion | undefined> {
  return (await runningPromotions(now)).find((p) => codeMatches(p, code));
}
