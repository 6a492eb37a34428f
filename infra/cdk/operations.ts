/**
 * What tells an operator that something is wrong: one SNS topic (an email subscription to the
 * stage's operatorEmail) and CloudWatch alarms on it for
 * - any message in any dead-letter queue (a delivery the shop gave up on);
 * - any error of any shop function (one alarm per group of up to ten functions);
 * - the HTTP API answering 5xx to 5% or more of its requests;
 * - the HTTP API refusing requests over a limit (429, counted from its access logs);
 * - a change saved whose event the bus did not take (its email will not go).
 * Queues and functions are found when the app is synthesized (watch-everything.ts), not listed
 * here: a dead-letter queue or a function added anywhere in the stack gets its alarm.
 */
import { Aspects, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Api } from './api';
import type { ShopConfig } from './config';
import type { ShopFunction } from './shop-function';
import { errorAlarmSize, WatchEverything, type Watcher } from './watch-everything';

export { errorAlarmSize };

export interface OperationsProps {
  config: ShopConfig;
  api: Api;
}

export class Operations extends Construct implements Watcher {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { config, api } = props;

    this.topic = new Topic(this, 'Alarms', { displayName: `Shop alarms (${config.stage})`, enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'CloudWatch cannot publish to a topic under the AWS-managed SNS key; the messages carry alarm names, no customer data.',
    });
    if (config.operatorEmail) this.topic.addSubscription(new EmailSubscription(config.operatorEmail));
    this.action = new SnsAction(this.topic);

    const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
    this.alarm('ApiServerErrors', {
      description: 'The API answered 5xx to 5% or more of its requests in 5 minutes (with at least 20 requests).',
      // A single failure among a handful of requests is one person's bad luck, not an outage.
      metric: new MathExpression({
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: { errors: api.httpApi.metricServerError(fiveMinutes), requests: api.httpApi.metricCount(fiveMinutes) },
        period: Duration.minutes(5),
        label: '5xx %',
      }),
      threshold: 5,
    });

    // HTTP APIs publish no throttle count of their own: the access log has each 429.
    const throttled = new MetricFilter(this, 'ThrottledRequests', {
      logGroup: api.accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: `Shop/${config.stage}`,
      metricName: 'ThrottledRequests',
      metricValue: '1',
    });
    this.alarm('ApiThrottles', {
      description: "The API refused requests over a route limit or the whole API's (429) in the last 5 minutes: a flood, or a limit too low.",
      metric: throttled.metric(fiveMinutes),
      threshold: 1,
    });

    // Counted by the handlers (functions/kit/shop-events.ts) through Powertools Metrics, which adds the service dimension.
    this.alarm('ShopEventsNotPublished', {
      description:
        'A change was saved but its event was not put on the bus, so its email will not go: the function logs "shop event not published" with the event, to put again.',
      metric: new Metric({ namespace: 'Shop', metricName: 'ShopEventsNotPublished', dimensionsMap: { service: 'shop' }, ...fiveMinutes }),
      threshold: 1,
    });

    Aspects.of(Stack.of(this)).add(new WatchEverything(this));
  }

  /** Any message in a dead-letter queue. */
  watchDeadLetters(queue: CfnQueue, name: string): void {
    this.alarm(`DeadLetters${name}`, {
      description: `A delivery was given up on and is waiting in ${queue.node.path}: see why, fix, redrive.`,
      metric: new Metric({
        namespace: 'AWS/SQS',
        metricName: 'ApproximateNumberOfMessagesVisible',
        dimensionsMap: { QueueName: queue.attrQueueName },
        statistic: 'Maximum',
        period: Duration.minutes(1),
      }),
      threshold: 1,
    });
  }

  /**
   * Any error of any of these functions (at most errorAlarmSize): one metric-math alarm on the sum
   * of their Errors, whose description names each function.
   */
  watchErrors(fns: readonly ShopFunction[], name: string): void {
    if (fns.length === 0 || fns.length > errorAlarmSize) throw new Error(`an error alarm watches 1 to ${errorAlarmSize} functions, not ${fns.length}`);
    const usingMetrics = Object.fromEntries(fns.map((fn, i) => [`f${i}`, fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' })]));
    this.alarm(name, {
      description: `One of these functions failed (an exception or a timeout) in the last 5 minutes: ${fns.map((fn) => fn.handlerModule).join(', ')}.`.slice(
        0,
        1024,
      ),
      // SUM of an array adds, at each time, the values that are there: a function without calls has no Errors data.
      metric: new MathExpression({ expression: 'SUM(METRICS())', usingMetrics, period: Duration.minutes(5), label: 'errors' }),
      threshold: 1,
    });
  }

  private alarm(id: string, props: { description: string; metric: IMetric; threshold: number }): void {
    const alarm = new Alarm(this, id, {
      alarmDescription: props.description,
      metric: props.metric,
      threshold: props.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      // No data is no traffic, or no failure.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
  }
}
