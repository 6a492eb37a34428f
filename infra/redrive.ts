/**
 * `npm run redrive`: replays the events that failed, after the cause is fixed. Each dead letter
 * goes back to the function that failed it, invoked asynchronously as EventBridge invokes it, so
 * it has Lambda's retries and the dead-letter queue again if it fails again. Handlers are safe to
 * replay: Stripe events are recorded by id, payments settle once, each email is sent once (the
 * notifications function marks every message it sends).
 *
 *   npm run redrive                          the local shop (npm start; its dead letters in .local/dead-letters)
 *   npm run redrive -- --dir <data folder>   a local shop started with --dir
 *   npm run redrive -- --stage prod          a deployed stage: the queues named by the stack's outputs
 *                                            (`<Rule>DeadLetterQueue`; AWS credentials from the environment)
 *   … --rule notifications                   only that rule's dead letters (functions/events.ts): the emails
 *   … --event <id>                           only the event of that id (again for more), the rest left where they are
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { deadLetterOutputName, eventRules } from '../functions/events';

export interface DeadLetter {
  /** The function that failed it: a local module (`notifications/send-notification`) or a function ARN. */
  target: string;
  event: unknown;
}

/**
 * A message of a rule's dead-letter queue: either Lambda's on-failure record (the function failed
 * after its retries: the event is the request payload) or EventBridge's own dead letter (it could
 * not invoke the target: the event is the body, the target an attribute).
 */
export function deadLetterOf(body: string, attributes: Record<string, { StringValue?: string }> = {}): DeadLetter {
  const parsed = JSON.parse(body) as { requestContext?: { functionArn?: string }; requestPayload?: unknown };
  if (parsed.requestContext?.functionArn && 'requestPayload' in parsed) return { target: parsed.requestContext.functionArn, event: parsed.requestPayload };
  const target = attributes.TARGET_ARN?.StringValue;
  if (!target) throw new Error('A dead letter that names no target');
  return { target, event: parsed };
}

const replay = (lambda: LambdaClient, letter: DeadLetter) =>
  lambda.send(new InvokeCommand({ FunctionName: letter.target, InvocationType: 'Event', Payload: JSON.stringify(letter.event) }));

/** Which dead letters to replay: a rule's, and of those only the events named (all when not). */
export interface RedriveChoice {
  rule?: string;
  events?: ReadonlySet<string>;
}
const eventIdOf = (letter: DeadLetter) => (letter.event as { id?: string } | undefined)?.id ?? '';
const chosen = (letter: DeadLetter, { events }: RedriveChoice) => !events || events.has(eventIdOf(letter));

/** The local shop's dead letters (files the local event bus wrote), replayed through its Invoke. */
export async function redriveLocal(dataDir: string, choice: RedriveChoice = {}): Promise<number> {
  let endpoints: { events: string; deadLetters: string };
  try {
    endpoints = JSON.parse(readFileSync(join(dataDir, 'endpoints.json'), 'utf8'));
  } catch {
    throw new Error(`The local shop is not running (no ${join(dataDir, 'endpoints.json')}): start it with npm start, or name a deployed stage with --stage.`);
  }
  const lambda = new LambdaClient({ endpoint: endpoints.events, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  let count = 0;
  const files = (() => {
    try {
      return readdirSync(endpoints.deadLetters)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
  })();
  for (const file of files) {
    const path = join(endpoints.deadLetters, file);
    const letter = JSON.parse(readFileSync(path, 'utf8')) as DeadLetter & { rule?: string };
    if ((choice.rule && letter.rule !== choice.rule) || !chosen(letter, choice)) continue;
    await replay(lambda, letter);
    // Accepted: a new failure writes a new dead letter.
    rmSync(path);
    count++;
  }
  lambda.destroy();
  return count;
}

/** A stage's dead-letter queues (from its stack's outputs), emptied into their functions. */
export async function redriveStage(stage: string, choice: RedriveChoice = {}): Promise<number> {
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } = await import('@aws-sdk/client-sqs');
  const cloudFormation = new CloudFormationClient({});
  const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: `Shop-${stage}` }));
  const wanted = new Set(
    Object.keys(eventRules)
      .filter((name) => !choice.rule || name === choice.rule)
      .map(deadLetterOutputName),
  );
  const queues = (Stacks?.[0]?.Outputs ?? []).filter((o) => wanted.has(o.OutputKey ?? '')).map((o) => o.OutputValue!);
  const sqs = new SQSClient({});
  const lambda = new LambdaClient({});
  let count = 0;
  for (const QueueUrl of queues) {
    for (;;) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
          VisibilityTimeout: 60,
          MessageAttributeNames: ['All'],
        }),
      );
      if (!Messages.length) break;
      for (const message of Messages) {
        const letter = deadLetterOf(message.Body ?? '{}', message.MessageAttributes);
        // Another event: left in the queue, seen again once this receive's visibility ends.
        if (!chosen(letter, choice)) continue;
        await replay(lambda, letter);
        await sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: message.ReceiptHandle }));
        count++;
      }
    }
  }
  return count;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const rule = option('rule');
  const events = args.flatMap((arg, i) => (args[i - 1] === '--event' ? [arg] : []));
  if (rule && !(rule in eventRules)) {
    console.error(`${rule} is not an event rule: ${Object.keys(eventRules).join(', ')}`);
    process.exit(2);
  }
  const stage = option('stage');
  const choice = { rule, events: events.length ? new Set(events) : undefined };
  const run = stage ? redriveStage(stage, choice) : redriveLocal(option('dir') ?? join(__dirname, '..', '.local'), choice);
  run.then(
    (count) => console.log(`Replayed ${count} dead-lettered event${count === 1 ? '' : 's'}${stage ? ` of Shop-${stage}` : ''}.`),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
