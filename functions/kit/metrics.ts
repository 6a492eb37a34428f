/**
 * The shop's business metrics, as CloudWatch embedded-metric-format lines (Powertools Metrics) in
 * namespace `Shop`. Only the modules that count something import this file, so the other
 * handlers' bundles do not carry Powertools Metrics.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export type ShopMetric =
  /** An order's card payment settled paid (once per order, whichever way the news came). */
  | 'OrdersPaid'
  /** A Checkout Session ended with its payment failed. */
  | 'PaymentFailures'
  /** A photo arrived in the uploads bucket and was found printable. */
  | 'PhotosUploaded'
  /** A change was saved but its event could not be put on the bus (functions/kit/shop-events.ts): its email will not go. */
  | 'ShopEventsNotPublished';

const metrics = new Metrics({ namespace: 'Shop', serviceName: 'shop' });

/**
 * Counts one `name` and writes it at once, rather than at the end of the call through the
 * `logMetrics` middleware: the counts happen in code shared by routes and event targets, and the
 * local cloud runs calls side by side in one process, where a store flushed later could carry
 * another call's count. Locally (POWERTOOLS_DEV) Powertools writes nothing.
 */
export function count(name: ShopMetric): void {
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
