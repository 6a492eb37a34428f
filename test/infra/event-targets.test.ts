/**
 * An event rule with a target, which `eventRules` does not have yet: the Events construct fed one,
 * to show each target gets the rule's dead-letter queue, retries and its data access.
 */
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { eventRules } from '../../functions/events';
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
    // Any existing module will do: bundling is skipped.
    rules: { stripeCheckout: { ...eventRules.stripeCheckout, targets: ['catalog/get-album'] } },
  });
  template = Template.fromStack(stack);
});
afterAll(removeAssemblies);

describe('Events with a target', () => {
  it('delivers to the target with retries, and to the dead-letter queue when they run out', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      Targets: [Match.objectLike({
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsStripeCheckoutCatalogGetAlbum'), 'Arn'] },
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

  it('gives the target the table and the Stripe secret, on nodejs22.x', () => {
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('catalog/get-album') },
    }));
    expect(fn!.Properties.Runtime).toBe('nodejs22.x');
    expect(actionsOf(template, fn!)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'secretsmanager:GetSecretValue']));
  });
});
