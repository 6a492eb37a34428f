/**
 * cdk-nag's AWS Solutions checks run on every synth (app.ts) and in the infra tests, and fail on
 * any finding that is not acknowledged. Each acknowledgement sits beside the construct it is
 * about, with its one-line reason; this file holds those about the functions the CDK itself adds
 * to the stack (the site deployment, the bucket-notification handler), whose code and
 * permissions are the CDK's.
 */
import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export const nagChecks = (app: IConstruct) => new AwsSolutionsChecks(app);

/** The CDK's singleton functions at the stack's root, by the id prefix the CDK gives them. */
const cdkSingletons = ['Custom::CDKBucketDeployment', 'BucketNotificationsHandler'];

export function acknowledgeCdkFunctions(stack: Stack, deployedTo: IBucket[]): void {
  const reason = 'A function the CDK adds with its own code and policy (BucketDeployment, bucket notifications).';
  const assetBucket = 'arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*';
  const findings = [
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'AwsSolutions-L1',
    'AwsSolutions-IAM5[Resource::*]',
    `AwsSolutions-IAM5[Resource::${assetBucket}]`,
    ...['GetObject*', 'GetBucket*', 'List*', 'DeleteObject*', 'Abort*'].map((a) => `AwsSolutions-IAM5[Action::s3:${a}]`),
    ...deployedTo.map((b) => `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(b.node.defaultChild as CfnElement)}.Arn>/*]`),
  ];
  for (const child of stack.node.children) {
    if (cdkSingletons.some((prefix) => child.node.id.startsWith(prefix))) {
      Validations.of(child).acknowledge(...findings.map((id) => ({ id, reason })));
    }
  }
}
