/**
 * The board's colours in words, for the legend and for each box (colour is never the only sign).
 * A grey box has no tag: its status, shown under the customer, says all there is.
 */
import type { OutstandingColour } from '@shared/orders';

export const colourMeaning: Record<OutstandingColour, string> = {
  red: 'Late: no status change for over 3 days',
  black: 'Editing completed',
  orange: 'Send to manufacturing or Manufacturing',
  purple: 'Sent to editing team',
  'orange-red': 'Awaiting user images',
  grey: 'Any other status',
};

export const colourTag: Record<OutstandingColour, string> = {
  red: 'Late',
  black: 'Edited',
  orange: 'Manufacturing',
  purple: 'Editing',
  'orange-red': 'Awaiting photos',
  grey: '',
};
