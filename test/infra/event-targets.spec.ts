/** The event rules' targets: retries, on-failure destinations, dead-letter queues and access. */
import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { eventRules } from '../../functions/events';
import { shopEvents } from '../../shared/shop-events';
import { readConfig } from '../../infra/cdk/config';
import { Data } from '../../infra/cdk/data';
import { Events } from '../../infra/cdk/events';
import { actionsOf, testApp } from './synth';

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

const functionOf = (module: string) => {
  const found = Object.entries(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(module) },
    }),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
};
const getAtt = (id: string, pattern: string) => ({ 'Fn::GetAtt': [Match.stringLikeRegexp(pattern), id] });

describe('Events with a target', () => {
  it('delivers to the target with retries, and to the dead-letter queue when they run out', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      Targets: [
        Match.objectLike({
          Arn: getAtt('Arn', '^EventsStripeCheckoutPaymentsHandleStripeEvent'),
          DeadLetterConfig: { Arn: getAtt('Arn', '^EventsStripeCheckoutDeadLetters') },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: Match.anyValue() }),
        }),
      ],
    });
  });

  it('gives every asynchronous function an on-failure destination: its rule’s dead-letter queue, after two retries', () => {
    const targets = Object.entries(eventRules).flatMap(([rule, entry]) => entry.targets.map((module) => ({ rule, module })));
    expect(targets.length).toBeGreaterThanOrEqual(3);
    const configs = Object.values(template.findResources('AWS::Lambda::EventInvokeConfig'));
    expect(configs).toHaveLength(targets.length);
    for (const { rule, module } of targets) {
      const [logicalId] = functionOf(module);
      const Rule = rule[0]!.toUpperCase() + rule.slice(1);
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: logicalId },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: getAtt('Arn', `^Events${Rule}DeadLetters`) } },
      });
    }
  });

  it('delivers every one of the shop’s own events from the default bus to the notifications function, with a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: { source: ['lumiere.shop'], 'detail-type': Object.values(shopEvents) },
      Targets: [
        Match.objectLike({
          Arn: getAtt('Arn', '^EventsNotificationsNotificationsSendNotification'),
          DeadLetterConfig: { Arn: getAtt('Arn', '^EventsNotificationsDeadLetters') },
        }),
      ],
    });
    expect(Object.values(shopEvents)).toEqual(
      expect.arrayContaining(['Order paid', 'Order status changed', 'Order shipped', 'Proof sent', 'Callback requested']),
    );
  });

  it('lets EventBridge put failed events into the dead-letter queue', () => {
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sqs:SendMessage',
            Principal: { Service: 'events.amazonaws.com' },
          }),
        ]),
      },
    });
  });

  it('gives the payment handler the table, the Stripe key (to refund a second payment) and the bus, on nodejs22.x, and no email', () => {
    const [, fn] = functionOf('payments/handle-stripe-event');
    expect(fn.Properties.Runtime).toBe('nodejs22.x');
    const actions = actionsOf(template, fn);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'events:PutEvents', 'secretsmanager:GetSecretValue']));
    expect(actions).not.toContain('ses:SendEmail');
  });

  it('lets the notifications function send email and keep its marks in the table, and read no secret nor put events', () => {
    const [, fn] = functionOf('notifications/send-notification');
    const actions = actionsOf(template, fn);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'ses:SendEmail']));
    expect(actions.filter((a) => a.startsWith('secretsmanager:') || a.startsWith('events:'))).toEqual([]);
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual([
      'LOG_LEVEL',
      'MAIL_FROM',
      'NODE_OPTIONS',
      'SITE_ORIGIN',
      'STUDIO_EMAIL',
      'TABLE_NAME',
    ]);
  });
});
