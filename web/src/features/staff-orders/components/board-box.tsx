/** One order on the board: a link to its page, coloured by its status and age, its colour also in words. */
import { Link } from 'react-router';
import { formatCents } from '@shared/money';
import type { OutstandingColour } from '@shared/orders';
import type { BoardOrder } from '@shared/staff-orders';
import { colourTag } from '../colours';

const day = 86_400_000;
const ageOf = (since: string | undefined, now: Date) => {
  if (!since) return 'No status change yet';
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / day);
  return days === 0 ? 'Changed today' : `Changed ${days} day${days === 1 ? '' : 's'} ago`;
};

export function BoardBox({ order, colour, now }: { order: BoardOrder; colour: OutstandingColour; now: Date }) {
  const number = order.orderNumber ?? order._id;
  return (
    <li>
      <Link to={`/admin/${order._id}`} className={`board-box board-box--${colour}`} data-testid="board-box" data-order-id={order._id} data-colour={colour}>
        <span className="board-box__head">
          <span className="board-box__number">{number}</span>
          <span className="board-box__tag">{colourTag[colour]}</span>
        </span>
        <span className="board-box__customer">
          {order.firstName} {order.lastName}
        </span>
        <span className="board-box__status" data-testid="board-box-status">
          {order.status}
        </span>
        <span className="board-box__meta">
          {ageOf(order.statusChangedAt, now)} · {order.lineCount} item{order.lineCount === 1 ? '' : 's'} · {formatCents(order.totalPrice)}
        </span>
        {order.cancellationRequested && (
          <span className="board-box__request" data-testid="board-box-cancel">
            Cancellation requested
          </span>
        )}
      </Link>
    </li>
  );
}
