/**
 * One order on the board: a link to its page, coloured by its status and age, its colour also in
 * words, and marked "Waiting N days" once it has stayed in its status longer than that status
 * allows (shared/late-work.ts), whatever its colour.
 */
import { Link } from 'react-router';
import { lateness, type LateAfterDays } from '@shared/late-work';
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

export function BoardBox({ order, colour, now, lateAfterDays }: { order: BoardOrder; colour: OutstandingColour; now: Date; lateAfterDays: LateAfterDays }) {
  const number = order.orderNumber ?? order._id;
  const waiting = lateness({ status: order.status, updatedAt: order.statusChangedAt }, now, lateAfterDays);
  return (
    <li>
      <Link
        to={`/admin/${order._id}`}
        className={`board-box board-box--${colour}${waiting.late ? ' board-box--late' : ''}`}
        data-testid="board-box"
        data-order-id={order._id}
        data-colour={colour}
        data-late={waiting.late}
      >
        <span className="board-box__head">
          <span className="board-box__number">{number}</span>
          {colourTag[colour] && <span className="board-box__tag">{colourTag[colour]}</span>}
        </span>
        {waiting.late && (
          <span className="board-box__late" data-testid="board-box-late">
            Waiting {waiting.days} day{waiting.days === 1 ? '' : 's'}
          </span>
        )}
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
