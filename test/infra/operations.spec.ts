/**
 * Alarms (infra/cdk/operations.ts): every dead-letter queue, however it was made, every shop
 * function's errors (in alarms of up to ten functions each), the API's 5xx rate and its throttled
 * requests, all to the operator's topic.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Function as LambdaFunction, Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { readConfig, stageOf } from '../../infra/cdk/config';
import { errorAlarmSize } from '../../infra/cdk/operations';
import { ShopFunction } from '../../infra/cdk/shop-function';
import { ShopStack } from '../../infra/cdk/shop-stack';
import { everyEdgeSetting, synthShop, testApp } from './synth';

/** The prod stack with `context`, shared with the other specs; with `addMore`, one of its own that has more in it. */
function synth(context: Record<string, string> = {}, addMore?: (stack: Stack) => void) {
  if (!addMore) return synthShop('prod', context);
  const app = testApp({ stage: 'prod', ...context });
  const stack = new ShopStack(app, `Shop-${stageOf(app)}`, { config: readConfig(app, stageOf(app)) });
  addMore(stack);
  return { stack, template: Template.fromStack(stack) };
}

type Resource = { Properties: Record<string, any> };
const alarms = (template: Template) => Object.values(template.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>);
const alarmsOnMetric = (template: Template, metricName: string) => alarms(template).filter((a) => a.Properties.MetricName === metricName);
const queueIdsOf = (alarm: Resource) => alarm.Properties.Dimensions[0].Value['Fn::GetAtt'][0];

describe('the alarms', () => {
  // With an operator (ops@example.com), among every edge setting: the stack nag.spec checks too.
  const { stack, template } = synth(everyEdgeSetting);
  const topicId = Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;

  it('tell the operator by email, when it fires and when it is over', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: topicId } });
    for (const alarm of alarms(template)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it('watch every dead-letter queue for any message', () => {
    const queues = Object.keys(template.findResources('AWS::SQS::Queue'));
    expect(queues.length).toBeGreaterThanOrEqual(2);
    const watched = alarmsOnMetric(template, 'ApproximateNumberOfMessagesVisible');
    expect(watched.map(queueIdsOf).sort()).toEqual(queues.sort());
    for (const alarm of watched) expect(alarm.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', Period: 60 });
  });

  it('watch every shop function for errors, each in exactly one alarm of at most ten, summing their Errors', () => {
    const functions = stack.node.findAll().filter((c): c is ShopFunction => c instanceof ShopFunction);
    expect(functions.length).toBeGreaterThan(40);
    const errorAlarms = alarms(template).filter((a) => a.Properties.Metrics?.some((m: any) => m.MetricStat?.Metric.MetricName === 'Errors'));
    expect(errorAlarms.length).toBe(Math.ceil(functions.length / errorAlarmSize));
    const watched = errorAlarms.flatMap((alarm) => {
      const metrics = alarm.Properties.Metrics as any[];
      const stats = metrics.filter((m) => m.MetricStat);
      expect(stats.length).toBeLessThanOrEqual(errorAlarmSize);
      expect(metrics.filter((m) => m.Expression)).toEqual([expect.objectContaining({ Expression: 'SUM(METRICS())', ReturnData: true })]);
      expect(alarm.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching' });
      return stats.map((m) => {
        expect(m.MetricStat).toMatchObject({ Stat: 'Sum', Period: 300, Metric: { Namespace: 'AWS/Lambda', MetricName: 'Errors' } });
        const id = m.MetricStat.Metric.Dimensions[0].Value.Ref;
        // The description names each function it watches, for whoever reads the email.
        const fn = functions.find((f) => stack.getLogicalId(f.node.defaultChild as never) === id);
        expect(alarm.Properties.AlarmDescription).toContain(fn?.handlerModule ?? `a function ${id}`);
        return id;
      });
    });
    expect(watched.sort()).toEqual(functions.map((f) => stack.getLogicalId(f.node.defaultChild as never)).sort());
  });

  it("watch the API's share of 5xx answers and its throttled requests", () => {
    const apiId = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'))[0]!;
    const serverErrors = alarms(template).find((a) => a.Properties.Metrics?.some((m: any) => /errors \/ requests/.test(m.Expression ?? '')))!;
    expect(serverErrors.Properties.Threshold).toBe(5);
    const fiveXx = serverErrors.Properties.Metrics.find((m: any) => m.Id === 'errors').MetricStat.Metric;
    expect(fiveXx).toEqual({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }] });

    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ThrottledRequests', MetricNamespace: 'Shop/prod', MetricValue: '1' })],
    });
    expect(alarmsOnMetric(template, 'ThrottledRequests')).toEqual([
      expect.objectContaining({ Properties: expect.objectContaining({ Namespace: 'Shop/prod', Threshold: 1 }) }),
    ]);
  });

  it('watch the events a saved change could not put on the bus (their emails will not go)', () => {
    expect(alarmsOnMetric(template, 'ShopEventsNotPublished')).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({ Namespace: 'Shop', Dimensions: [{ Name: 'service', Value: 'shop' }], Statistic: 'Sum', Threshold: 1 }),
      }),
    ]);
  });
});

it('watches a dead-letter queue added later, whichever way it is wired, and no other queue', () => {
  const { template } = synth({}, (stack) => {
    // As another part of the shop might: an on-failure destination of an async function, and a queue's redrive target.
    const failures = new Queue(stack, 'OrderPaidFailures');
    new LambdaFunction(stack, 'Mailer', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => {}'),
      onFailure: new SqsDestination(failures),
      maxEventAge: Duration.hours(1),
    });
    const poison = new Queue(stack, 'Poison');
    new Queue(stack, 'Work', { deadLetterQueue: { queue: poison, maxReceiveCount: 3 } });
  });
  const watched = alarmsOnMetric(template, 'ApproximateNumberOfMessagesVisible').map(queueIdsOf);
  expect(watched).toEqual(expect.arrayContaining([expect.stringMatching(/^OrderPaidFailures/), expect.stringMatching(/^Poison/)]));
  expect(watched.filter((id: string) => id.startsWith('Work'))).toEqual([]);
});

it('keeps the alarms on a topic without subscribers when no operatorEmail is set', () => {
  const { template } = synth();
  template.resourceCountIs('AWS::SNS::Subscription', 0);
  // Dead letters, function errors, 5xx and throttles all still there.
  expect(alarmsOnMetric(template, 'ApproximateNumberOfMessagesVisible').length).toBeGreaterThanOrEqual(2);
  expect(alarms(template).filter((a) => a.Properties.Metrics?.some((m: any) => m.MetricStat?.Metric.MetricName === 'Errors')).length).toBeGreaterThan(4);
  expect(alarmsOnMetric(template, 'ThrottledRequests')).toHaveLength(1);
  expect(alarms(template).filter((a) => a.Properties.Metrics?.some((m: any) => m.MetricStat?.Metric.MetricName === '5xx'))).toHaveLength(1);
});
