/** The Stripe rule's target, the payment handler: its dead-letter queue, retries and access. */
import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { readConfig } from '../../infra/cdk/config';
import { Data } from '../../infra/cdk/data';
import { Events } from '../../infra/cdk/events';
import { actionsOf, testApp, removeAssemblies } from './synth';

let template: Template;
beforeAll(() => {
  const app = testApp();
  const stack = new Stack(app, 'EventTargets');
  const config = readConfig(app, 'prod');
  const data = new Data(stack, 'Data', { config });
  new Events(stack, 'Events', {
    config,
    table: data.table,
    uploads: new Bucket(stack, 'Uploads'),
    stripeSecret: Secret.fromSecretNameV2(stack, 'StripeSecret', config.stripeSecretName),
    siteOrigin: 'https://shop.test',
  });
  template = Template.fromStack(stack);
});
afterAll(removeAssemblies);

describe('Events with a target', () => {
  it('delivers to the target with retries, and to the dead-letter queue when they run out', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      Targets: [Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsStripeCheckoutPaymentsHandleStripeEvent'), 'Arn'] },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsStripeCheckoutDeadLetters'), 'Arn'] } },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: Match.anyValue() }),
      })],
    });
  });

  it('lets EventBridge put failed events into the dead-letter queue', () => {
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({
          Action: 'sqs:SendMessage',
          Principal: { Service: 'events.amazonaws.com' },
        })]),
      },
    });
  });

  it('gives the target the table and email, on nodejs22.x, and no Stripe secret: the event carries the session', () => {
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('payments/handle-stripe-event') },
    }));
    expect(fn!.Properties.Runtime).toBe('nodejs22.x');
    const actions = actionsOf(template, fn!);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'ses:SendEmail']));
    expect(actions.filter((a) => a.startsWith('secretsmanager:'))).toEqual([]);
  });
});
