/**
 * Finds, when the app is synthesized, everything Operations must watch: every shop function, and
 * every SQS queue that serves as a dead-letter queue, however it was made. A queue is a
 * dead-letter queue when something sends it what it gave up on: an EventBridge target's
 * DeadLetterConfig, a function's DeadLetterConfig or on-failure destination (of async calls or of
 * an event source mapping), another queue's redrive policy; or when its construct id says so
 * (`...DeadLetters`, `...Dlq`).
 */
import { CfnResource, Stack, Validations, type IAspect } from 'aws-cdk-lib';
import { CfnRule } from 'aws-cdk-lib/aws-events';
import { CfnEventInvokeConfig, CfnEventSourceMapping, CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { ShopFunction } from './shop-function';

/**
 * How many functions one error alarm watches: an alarm on a metric-math expression may use at most
 * 10 metrics (a hard CloudWatch limit), so 65 functions take 7 alarms rather than 65.
 */
export const errorAlarmSize = 10;

/** What is told of each thing found: Operations, which makes an alarm of each. */
export interface Watcher {
  watchDeadLetters(queue: CfnQueue, name: string): void;
  /** At most errorAlarmSize functions, watched by one alarm called `name`. */
  watchErrors(fns: readonly ShopFunction[], name: string): void;
}

const namedAsDeadLetters = /dead-?letter|dlq/i;

/** The properties through which a resource names the queue it sends failures to. */
function failureTargetsOf(node: CfnResource): unknown[] {
  if (node instanceof CfnRule) return [node.targets];
  if (node instanceof CfnFunction) return [node.deadLetterConfig];
  if (node instanceof CfnEventInvokeConfig || node instanceof CfnEventSourceMapping) return [node.destinationConfig];
  if (node instanceof CfnQueue) return [node.redrivePolicy];
  return [];
}

export class WatchEverything implements IAspect {
  private deadLetterQueues?: Set<CfnQueue>;
  private readonly watched = new Set<IConstruct>();

  constructor(private readonly operations: Watcher) {}

  visit(node: IConstruct): void {
    if (this.watched.has(node)) return;
    if (node instanceof ShopFunction) {
      this.watchAllFunctions(node);
    } else if (node instanceof CfnQueue && this.deadLetterQueuesOf(node).has(node)) {
      this.watched.add(node);
      this.operations.watchDeadLetters(node, this.nameOf(node));
      Validations.of(node).acknowledge({ id: 'AwsSolutions-SQS3', reason: 'It is a dead-letter queue itself: nothing reads it but an operator redriving it.' });
    }
  }

  /**
   * On the first function visited, when every construct of the stack exists: all the stack's shop
   * functions, in groups of errorAlarmSize in the order of their logical ids, one alarm each.
   */
  private watchAllFunctions(first: ShopFunction): void {
    const stack = Stack.of(first);
    const idOf = (fn: ShopFunction) => this.nameOf(fn.node.defaultChild as CfnResource);
    const fns = stack.node
      .findAll()
      .filter((c): c is ShopFunction => c instanceof ShopFunction)
      .sort((a, b) => idOf(a).localeCompare(idOf(b)));
    for (let i = 0; i < fns.length; i += errorAlarmSize) {
      this.operations.watchErrors(fns.slice(i, i + errorAlarmSize), `FunctionErrors${i / errorAlarmSize + 1}`);
    }
    fns.forEach((fn) => this.watched.add(fn));
  }

  private nameOf(resource: CfnResource): string {
    return Stack.of(resource).getLogicalId(resource);
  }

  /** Worked out once, on the first queue visited, when every construct of the stack exists. */
  private deadLetterQueuesOf(queue: CfnQueue): Set<CfnQueue> {
    if (this.deadLetterQueues) return this.deadLetterQueues;
    const stack = Stack.of(queue);
    const all = stack.node.findAll();
    const queues = all.filter((c): c is CfnQueue => c instanceof CfnQueue);
    const referenced = all
      .filter((c): c is CfnResource => CfnResource.isCfnResource(c))
      .flatMap(failureTargetsOf)
      .filter((p) => p !== undefined)
      .map((p) => JSON.stringify(stack.resolve(p)))
      .join('\n');
    this.deadLetterQueues = new Set(queues.filter((q) => referenced.includes(`"${this.nameOf(q)}"`) || namedAsDeadLetters.test(q.node.scope?.node.id ?? '')));
    return this.deadLetterQueues;
  }
}
