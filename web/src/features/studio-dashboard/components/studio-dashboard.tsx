/**
 * /admin, the studio's home for Admin and Employee: where the work stands (orders and revenue per
 * week, orders in each status now) and where it is stuck (time spent in each status, late work,
 * the editors' queue, orders awaiting photos with a reminder to send, new callback requests).
 * The figures are kept by the shop's events and read again every minute.
 */
import { Link } from 'react-router';
import { AWAITING_PHOTOS_DAYS, DASHBOARD_WEEKS, STINT_WINDOW_DAYS, type Dashboard } from '@shared/dashboard';
import { formatDateTime } from '@shared/formats';
import { formatCents } from '@shared/money';
import { useDashboard } from '../api/get-dashboard';
import { BarChart } from './bar-chart';
import { OrderList } from './order-list';
import { TimeInStatus } from './time-in-status';
import '../studio-dashboard.css';

const weekLabel = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const count = (n: number) => n.toLocaleString('en-US');

export function StudioDashboard() {
  const dashboard = useDashboard();
  return (
    <section className="staff-page container studio-dashboard" aria-labelledby="dashboard-title" data-testid="studio-dashboard">
      <header className="staff-page__header studio-dashboard__header">
        <div>
          <p className="eyebrow">Studio</p>
          <h1 id="dashboard-title">Dashboard</h1>
          <p className="staff-page__lede">
            {dashboard.data
              ? `Figures as of ${formatDateTime(dashboard.data.asOf)}, read again every minute.`
              : 'Where the work stands, and where it is stuck.'}
          </p>
        </div>
        <button type="button" className="button button--quiet" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
          {dashboard.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </header>
      {dashboard.isPending ? (
        <p role="status" className="studio-dashboard__loading">
          Loading the dashboard…
        </p>
      ) : dashboard.isError && !dashboard.data ? (
        <div role="alert" className="staff-page__problem">
          <p>{dashboard.error.message || 'The dashboard could not be read.'}</p>
          <button type="button" className="button button--quiet" onClick={() => void dashboard.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <Figures data={dashboard.data} />
      )}
    </section>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const weeks = data.weeks.map((w) => `Week of ${weekLabel(w.weekStart)}`);
  const paid = data.weeks.reduce((sum, w) => sum + w.orders, 0);
  const revenue = data.weeks.reduce((sum, w) => sum + w.revenue, 0);
  const open = data.statuses.filter((s) => s.orders > 0);
  return (
    <div className="studio-dashboard__grid">
      <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="weeks-title">
        <h2 id="weeks-title">Orders and revenue, last {DASHBOARD_WEEKS} weeks</h2>
        <div className="dashboard-panel__pair">
          <BarChart
            testId="orders-chart"
            title="Orders paid per week"
            summary={`${count(paid)} orders paid in ${DASHBOARD_WEEKS} weeks; ${count(data.weeks.at(-1)!.orders)} this week.`}
            labelHeading="Week"
            labels={weeks}
            series={[{ label: 'Orders', values: data.weeks.map((w) => w.orders), format: count, colour: '#8a6d3b' }]}
            empty={paid === 0 ? `No order was paid in the last ${DASHBOARD_WEEKS} weeks.` : undefined}
          />
          <BarChart
            testId="revenue-chart"
            title="Revenue per week"
            summary={`${formatCents(revenue)} taken in ${DASHBOARD_WEEKS} weeks; ${formatCents(data.weeks.reduce((sum, w) => sum + w.refunded, 0))} refunded.`}
            labelHeading="Week"
            labels={weeks}
            series={[
              { label: 'Revenue', values: data.weeks.map((w) => w.revenue), format: formatCents, colour: '#3b5b8a' },
              { label: 'Refunded', values: data.weeks.map((w) => w.refunded), format: formatCents, colour: '#a33' },
            ]}
            empty={paid === 0 && revenue === 0 ? `No revenue in the last ${DASHBOARD_WEEKS} weeks.` : undefined}
          />
        </div>
      </section>

      <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="statuses-title">
        <h2 id="statuses-title">Orders in each status now</h2>
        <BarChart
          testId="status-chart"
          title="Paid orders by status"
          summary={
            open.length
              ? `Most orders are ${[...open].sort((a, b) => b.orders - a.orders)[0]!.status} (${count([...open].sort((a, b) => b.orders - a.orders)[0]!.orders)}).`
              : ''
          }
          labelHeading="Status"
          labels={data.statuses.map((s) => s.status)}
          series={[{ label: 'Orders', values: data.statuses.map((s) => s.orders), format: count, colour: '#5b7f5b' }]}
          empty={open.length === 0 ? 'No paid orders yet.' : undefined}
        />
      </section>

      <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="time-title">
        <h2 id="time-title">Time spent in each status, last {STINT_WINDOW_DAYS} days</h2>
        <TimeInStatus rows={data.timeInStatus} />
      </section>

      <section className="dashboard-panel" aria-labelledby="late-title" data-testid="late-work">
        <h2 id="late-title">
          Late work <span className="dashboard-count">{count(data.late.total)}</span>
        </h2>
        <OrderList
          orders={data.late.orders}
          total={data.late.total}
          empty="No order is late."
          describe={(o) => `waiting ${o.days} days (${o.allowedDays} allowed)`}
        />
      </section>

      <section className="dashboard-panel" aria-labelledby="editing-title" data-testid="editing-wip">
        <h2 id="editing-title">Editors’ work in progress</h2>
        <table className="dashboard-table">
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col" className="dashboard-table__number">
                Orders
              </th>
              <th scope="col">Waiting longest</th>
            </tr>
          </thead>
          <tbody>
            {data.editing.map((row) => (
              <tr key={row.status}>
                <th scope="row">{row.status}</th>
                <td className="dashboard-table__number">{count(row.orders)}</td>
                <td>
                  {row.oldest ? (
                    <Link to={`/admin/${row.oldest._id}`}>
                      {row.oldest.orderNumber ?? row.oldest._id}, {row.oldest.days} days
                    </Link>
                  ) : (
                    'None'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="dashboard-panel" aria-labelledby="awaiting-title" data-testid="awaiting-photos">
        <h2 id="awaiting-title">
          Awaiting photos over {AWAITING_PHOTOS_DAYS} days <span className="dashboard-count">{count(data.awaitingPhotos.total)}</span>
        </h2>
        <OrderList
          orders={data.awaitingPhotos.orders}
          total={data.awaitingPhotos.total}
          empty={`No order has waited over ${AWAITING_PHOTOS_DAYS} days for its photos.`}
          describe={(o) => `paid ${o.days} days ago`}
          remind
        />
      </section>

      <section className="dashboard-panel" aria-labelledby="callbacks-title" data-testid="new-callbacks">
        <h2 id="callbacks-title">
          New callback requests <span className="dashboard-count">{count(data.callbacks.total)}</span>
        </h2>
        {data.callbacks.latest.length === 0 ? (
          <p className="dashboard-empty">No new callback requests.</p>
        ) : (
          <ul className="dashboard-list">
            {data.callbacks.latest.map((c) => (
              <li key={c._id}>
                {c.firstName} {c.lastName}, <span className="dashboard-list__meta">{formatDateTime(c.date)}</span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/admin/request-callback">Open the callback requests</Link>
        </p>
      </section>
    </div>
  );
}
