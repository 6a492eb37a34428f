/**
 * Events: one EventBridge rule per entry of `eventRules` (functions/events.ts), on the Stripe
 * partner event bus or the account's default bus (S3 object events, the shop's own events), or on a
 * schedule (the release of lapsed places). Each
 * rule has one dead-letter queue for both ways an event can fail: EventBridge could not invoke the
 * target (the target's `deadLetterQueue`), or the target ran and failed after Lambda's retries
 * (the function's on-failure destination; EventBridge invokes asynchronously, so without it such
 * an event would be dropped). `npm run redrive` replays both kinds (infra/redrive.ts).
 */
import { Annotations, Duration } from 'aws-cdk-lib';
import { EventBus, Match, Rule, Schedule, type IEventBus } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { eventRules, eventTargetId, type EventPattern, type EventRule } from '../../functions/events';
import { placeholderStripeEventSource, type ShopConfig } from './config';
import { applyGrants } from './grants';
import { ShopFunction } from './shop-function';

export interface EventsProps {
  config: ShopConfig;
  table: ITable;
  stripeSecret: ISecret;
  /** The uploads bucket, for targets granted `uploads` (its Object Created events reach the default bus). */
  uploads?: IBucket;
  /** The site's address, for links in the messages the handlers send. */
  siteOrigin: string;
  /** The event rules; other rules only in tests, to check targets before the first one exists. */
  rules?: Record<string, EventRule>;
}

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The shared pattern's `{ prefix }` matchers, in the form CDK's typed EventPattern takes. */
const toCdkPattern = (pattern: EventPattern) => ({
  source: pattern.source?.flatMap((s) => (typeof s === 'string' ? [s] : Match.prefix(s.prefix))),
  detailType: pattern['detail-type'],
});

export class Events extends Construct {
  readonly stripeBus: EventBus;
  readonly deadLetterQueues: ReadonlyMap<string, Queue>;

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);
    const { config } = props;

    // A partner bus is named after the partner event source; creating it accepts the source.
    this.stripeBus = new EventBus(this, 'StripeBus', { eventSourceName: config.stripeEventSourceName });
    if (config.stripeEventSourceName === placeholderStripeEventSource) {
      Annotations.of(this).addWarningV2(
        'shop:stripeEventSourcePlaceholder',
        'stripeEventSourceName is the placeholder: this stack synthesizes but will not deploy until ' +
          '-c stripeEventSourceName=aws.partner/stripe.com/ed_... names the real partner source.',
      );
    }
    const buses: Record<EventRule['bus'], IEventBus> = {
      stripe: this.stripeBus,
      default: EventBus.fromEventBusName(this, 'DefaultBus', 'default'),
    };

    const queues = new Map<string, Queue>();
    for (const [name, entry] of Object.entries<EventRule>(props.rules ?? eventRules)) {
      const Name = pascal(name);
      const deadLetters = new Queue(this, `${Name}DeadLetters`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // The longest SQS allows: time to notice, fix the handler and redrive.
        retentionPeriod: Duration.days(14),
      });
      // A schedule is raised on the default bus by EventBridge itself (a rule with one names no bus).
      const rule = new Rule(this, `${Name}Rule`, {
        description: entry.description,
        ...(entry.schedule
          ? { schedule: Schedule.rate(Duration.minutes(entry.schedule.minutes)) }
          : { eventBus: buses[entry.bus], eventPattern: toCdkPattern(entry.pattern) }),
      });
      for (const handlerModule of entry.targets) {
        const fn = new ShopFunction(this, eventTargetId(name, handlerModule), {
          config,
          handlerModule,
          description: `${entry.description} (${handlerModule})`.slice(0, 256),
        });
        applyGrants(fn, entry.grants, { config, table: props.table, uploads: props.uploads, stripeSecret: props.stripeSecret, siteOrigin: props.siteOrigin });
        // Lambda's own two retries, then the queue with the failed invocation record (the event inside).
        fn.configureAsyncInvoke({ onFailure: new SqsDestination(deadLetters), retryAttempts: 2, maxEventAge: Duration.hours(6) });
        rule.addTarget(new LambdaFunction(fn, { deadLetterQueue: deadLetters, retryAttempts: 4, maxEventAge: Duration.hours(6) }));
      }
      queues.set(name, deadLetters);
    }
    this.deadLetterQueues = queues;
  }
}
