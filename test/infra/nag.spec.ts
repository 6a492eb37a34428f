/**
 * cdk-nag's AWS Solutions checks find nothing unacknowledged in the stack, in each stage and
 * with every optional edge setting on, and each acknowledgement gives its reason in one line.
 * The same checks run on every `cdk synth` (infra/cdk/app.ts), where a finding stops the synth.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import type { Stage } from '../../infra/cdk/config';
import { nagChecks } from '../../infra/cdk/nag';
import { everyEdgeSetting, synthShop, testApp } from './synth';

/** The stack for `context` (its stage and the rest), shared with the other specs that read it. */
const synthesized = ({ stage, ...rest }: { stage: string } & Record<string, string>) => synthShop(stage as Stage, rest).stack;

const findings = (stack: IConstruct) =>
  nagChecks(stack)
    .validateScope(stack)
    .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));

it.each([
  ['dev', { stage: 'dev' }],
  ['prod', { stage: 'prod' }],
  ['prod with every edge setting', { stage: 'prod', ...everyEdgeSetting }],
])('finds nothing unacknowledged in %s', (_, context) => {
  expect(findings(synthesized(context))).toEqual([]);
});

it('gives each acknowledgement a reason of one line', () => {
  const stack = synthesized({ stage: 'prod', ...everyEdgeSetting });
  const acknowledged = stack.node
    .findAll()
    .flatMap((c) =>
      c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY).flatMap((m) => Object.entries(m.data as Record<string, string>)),
    );
  expect(acknowledged.length).toBeGreaterThan(10);
  for (const [rule, reason] of acknowledged) {
    expect({ rule, reason: /^\S[^\n]{19,159}$/.test(reason) }).toEqual({ rule, reason: true });
  }
});

it('does not acknowledge what the edge settings fix: WAF, TLS 1.2 and threat protection', () => {
  const stack = synthesized({ stage: 'prod', ...everyEdgeSetting });
  const ids = stack.node
    .findAll()
    .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY).flatMap((m) => Object.keys(m.data as object)));
  expect(ids.filter((id) => /AwsSolutions-(CFR2|CFR4|COG8)$/.test(id))).toEqual([]);
});

it('stops a synth that has an unacknowledged finding', () => {
  const app = testApp();
  new Bucket(new Stack(app, 'Careless'), 'NoLogsNoTls');
  Validations.of(app).addPlugins(nagChecks(app));
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => app.synth()).toThrow(/AwsSolutions-S1'/);
  quiet.mockRestore();
});
