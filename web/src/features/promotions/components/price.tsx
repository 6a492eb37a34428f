/**
 * A price, struck through while a promotion lowers it: `$899 $629` with the regular price struck,
 * and read out as one sentence ("Regular price $899, now $629 (30% Off Sale)"). Without a sale it
 * is the regular price alone, as before. `reserve` keeps the line for the sale's name even when no
 * sale runs, where a prerendered page may learn of one after load, so nothing below it moves.
 */
import type { ReactNode } from 'react';
import { formatCents, type Cents } from '@shared/money';
import '../price.css';

/** What a screen reader hears for a price a promotion lowers: `Regular price $899, now $629 (30% Off Sale)`. */
export const salePriceText = (regular: Cents, price: Cents, name: string, prefix = ''): string =>
  `${prefix}Regular price ${formatCents(regular)}, now ${formatCents(price)} (${name})`;

interface PriceProps {
  regular: Cents;
  /** The price after the promotion; shown only when lower than `regular`. */
  promotional?: Cents;
  /** The promotion's name, said with the price and, with `showName`, shown under it. */
  promotionName?: string;
  /** Words before the price, e.g. `From `. */
  prefix?: string;
  showName?: boolean;
  reserve?: boolean;
  /** On the price paid (the promotional one during a sale). */
  testId?: string;
  /** Shown after the price, before the sale's name (e.g. a quantity's total). */
  beforeName?: ReactNode;
  className?: string;
}

export function Price({ regular, promotional, promotionName = 'Sale', prefix = '', showName, reserve, testId, beforeName, className }: PriceProps) {
  const sale = promotional !== undefined && promotional < regular;
  const classes = ['price', reserve && 'price--reserve', className].filter(Boolean).join(' ');
  if (!sale)
    return (
      <span className={classes}>
        {prefix}
        <span data-testid={testId}>{formatCents(regular)}</span>
        {beforeName}
        {reserve && showName && <span className="price__name" aria-hidden="true" />}
      </span>
    );
  return (
    <span className={`${classes} price--sale`} data-testid="sale-price">
      <span className="visually-hidden">{salePriceText(regular, promotional, promotionName, prefix)}</span>
      <span aria-hidden="true">
        {prefix}
        <s className="price__regular" data-testid="regular-price">
          {formatCents(regular)}
        </s>{' '}
        <span className="price__now" data-testid={testId}>
          {formatCents(promotional)}
        </span>
      </span>
      {beforeName}
      {showName && (
        <span className="price__name" aria-hidden="true">
          {promotionName}
        </span>
      )}
    </span>
  );
}
