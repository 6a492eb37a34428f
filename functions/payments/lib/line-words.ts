/** An order line's choice in words, as the Checkout page and the confirmation email both show it. */
import type { Order } from '../../../shared/orders';

/** "12x12, 30 pages, Ivory Linen, lay-flat" */
export const albumChoiceWords = (a: Order['albums'][number]): string =>
  `${a.albumOptions.size}, ${a.albumOptions.pages} pages, ${a.coverOptions.coverName} ${a.coverOptions.coverType}${a.layFlatUpgrade ? ', lay-flat' : ''}`;

/** "16x24, Brushed" */
export const productChoiceWords = (p: Order['products'][number]): string => `${p.productOptions.size}${p.coverOptions ? `, ${p.coverOptions.coverName}` : ''}`;
