/**
 * Time spent in each status: for each status that stints ended in over the window, how many, the
 * range the median falls in and the longest, linked to its order. A table: it is its own text.
 */
import { Link } from 'react-router';
import type { Dashboard } from '@shared/dashboard';

/** Hours written as people say them: under two days in hours, then in days. */
export function duration(hours: number): string {
  if (hours < 48) return `${hours} h`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

const medianOf = (row: Dashboard['timeInStatus'][number]) =>
  row.medianToHours === undefined ? `over ${duration(row.medianFromHours)}` : `${duration(row.medianFromHours)} to ${duration(row.medianToHours)}`;

export function TimeInStatus({ rows }: { rows: Dashboard['timeInStatus'] }) {
  if (rows.length === 0) return <p className="dashboard-empty">No order has moved on from a status in this time.</p>;
  return (
    <div className="dashboard-table-wrap">
      <table className="dashboard-table" data-testid="time-in-status">
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col" className="dashboard-table__number">
              Times left
            </th>
            <th scope="col">Median</th>
            <th scope="col">Longest</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.status}>
              <th scope="row">{row.status}</th>
              <td className="dashboard-table__number">{row.stints.toLocaleString('en-US')}</td>
              <td>{medianOf(row)}</td>
              <td>{row.worstOrderId ? <Link to={`/admin/${row.worstOrderId}`}>{duration(row.worstHours)}</Link> : duration(row.worstHours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
