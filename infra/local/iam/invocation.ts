/**
 * Which function is running. In the cloud each function is its own Lambda with its own role; here
 * every handler shares one process, so the gateway, the event bus and the user pool's triggers run
 * each invocation inside `runAs(<function>)`, and an AWS call made anywhere below it (awaited or
 * not) is known to be that function's. A function is named by its construct id in the stack
 * (`Api/GetAlbumsAllAlbums`, `Events/OrderPaidPaymentsSendOrderConfirmation`,
 * `Auth/PostConfirmationTrigger`), which is how the synthesized template finds its role.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { eventTargetId } from '../../../functions/events';
import { functionIdOf, type RouteDef } from '../../../functions/kit/route-def';
import { triggerId } from '../../../functions/triggers';

const running = new AsyncLocalStorage<string>();
const invocations = new Map<string, number>();

export function runAs<T>(fn: string, call: () => T): T {
  invocations.set(fn, (invocations.get(fn) ?? 0) + 1);
  return running.run(fn, call);
}

/** The function whose invocation this code runs in; undefined outside any (the cloud's own setup, the seed). */
export const runningFunction = (): string | undefined => running.getStore();

/** How many times each function was invoked so far. */
export const invocationCounts = (): ReadonlyMap<string, number> => invocations;

/** A route's function; an alias is served by its twin's (shared/api/routes.ts). */
export const routeFunction = (def: Pick<RouteDef, 'method' | 'path' | 'aliasOf'>) => `Api/${functionIdOf(def)}`;
export const eventTargetFunction = (rule: string, module: string) => `Events/${eventTargetId(rule, module)}`;
export const triggerFunction = (operation: string) => `Auth/${triggerId(operation)}`;
