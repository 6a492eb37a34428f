/** Prices as the shop writes them: the same text as Intl's en-US dollar formatters, without their start-up cost. */
import fc from 'fast-check';
import { formatCents } from '../../shared/money';

const exact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const intlWrites = (cents: number) => (cents % 100 === 0 ? whole : exact).format(cents / 100);

describe('formatCents', () => {
  it.each([
    [0, '$0'],
    [5, '$0.05'],
    [50, '$0.50'],
    [129_950, '$1,299.50'],
    [129_900, '$1,299'],
    [100_000_000, '$1,000,000'],
    [-1_250, '-$12.50'],
    [-1_200, '-$12'],
    [99_999, '$999.99'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('writes what Intl writes for any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => formatCents(cents) === intlWrites(cents)),
      { numRuns: 2000 },
    );
  });
});
