/** The photo path in the cloud: the uploads bucket's events, the rule to the check, and what upload functions may touch. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { RESERVATION_SECONDS } from '../../shared/uploads';
import { actionsOf, functionsOfRoute, synthShop } from './synth';

let template: Template;
beforeAll(() => {
  template = synthShop('dev').template;
});

const uploadsBucketId = () => Object.keys(template.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('StorageUploads'))!;

describe('the uploads bucket', () => {
  it('sends its events to EventBridge', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: uploadsBucketId() },
      NotificationConfiguration: { EventBridgeConfiguration: {} },
    });
  });

  it('aborts multipart uploads left incomplete after a day, as long as a reservation lasts', () => {
    const uploads = template.findResources('AWS::S3::Bucket')[uploadsBucketId()]!;
    expect(uploads.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: RESERVATION_SECONDS / 86_400 } })]),
    );
  });
});

describe('photo arrivals', () => {
  it('delivers S3 Object Created events on the default bus to the upload check, with retries and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: 'default',
      EventPattern: { source: ['aws.s3'], 'detail-type': ['Object Created'] },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('UploadsCheckUpload'), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsPhotoArrivalsDeadLetters'), 'Arn'] } },
          RetryPolicy: Match.objectLike({ MaximumRetryAttempts: Match.anyValue() }),
        }),
      ],
    });
  });

  it('lets the check read and delete uploads and know the bucket', () => {
    const [fn] = Object.values(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Description: Match.stringLikeRegexp('uploads/check-upload') },
      }),
    );
    expect(fn!.Properties.Environment.Variables.UPLOADS_BUCKET).toEqual({ Ref: uploadsBucketId() });
    expect(actionsOf(template, fn!)).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:DeleteObject*', 'dynamodb:UpdateItem']));
  });
});

describe('lapsed places', () => {
  it('runs the release of lapsed places every 15 minutes, with retries and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      EventBusName: Match.absent(),
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('UploadsReleaseLapsedPlaces'), 'Arn'] },
          DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsLapsedPlacesDeadLetters'), 'Arn'] } },
        }),
      ],
    });
  });

  it('lets the release write the table and read the uploads bucket, but never write or delete a file', () => {
    const [fn] = Object.values(
      template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('uploads/release-lapsed-places') } }),
    );
    const actions = actionsOf(template, fn!);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 's3:GetObject*']));
    expect(actions.filter((a) => /^s3:(Put|Delete|Abort)/.test(a))).toEqual([]);
  });
});

describe('the signing route', () => {
  it('may put objects in the uploads bucket and nowhere else', () => {
    const [, fn] = functionsOfRoute(template, 'POST', '/galleries/user/{userId}/{orderId}')[0]!;
    const roleId = fn.Properties!.Role['Fn::GetAtt'][0];
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: { Ref?: string }) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const s3Statements = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3Statements.flatMap((s) => [s.Action].flat())).toContain('s3:PutObject');
    for (const s of s3Statements) expect(JSON.stringify(s.Resource)).toContain(uploadsBucketId());
    expect(actionsOf(template, fn)).not.toContain('s3:*');
  });
});
