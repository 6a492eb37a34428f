/**
 * The local event bus. Events go in as EventBridge PutEvents entries and reach, in the
 * EventBridge envelope, the targets of every rule in functions/events.ts whose pattern matches,
 * as the cloud's rules deliver them; a scheduled rule's event is raised on its interval. Each delivery is an asynchronous invocation as in Lambda: a
 * failure is retried twice, then the event lands in the local dead-letter folder (one JSON file
 * per event: rule, target, error, attempts, event), as the cloud's lands in the rule's SQS queue.
 * `invoke` is Lambda's asynchronous Invoke of one target, which `npm run redrive` uses.
 * `settled` answers once the deliveries under way have run, for a test that checks an event sent
 * nothing more.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';
import type { EventPattern, EventRule } from '../../functions/events';
import { writeWholeFile } from './whole-file';

export interface PutEventsEntry {
  Source: string;
  DetailType: string;
  Detail: string;
}

type Target = (event: EventBridgeEvent<string, unknown>) => Promise<unknown>;

/** EventBridge's matching for the parts of a pattern the shop uses: exact values and prefixes. */
export function matches(pattern: EventPattern, event: { source: string; 'detail-type': string }): boolean {
  const field = (allowed: (string | { prefix: string })[] | undefined, value: string) =>
    !allowed || allowed.some((a) => (typeof a === 'string' ? a === value : value.startsWith(a.prefix)));
  return field(pattern.source, event.source) && field(pattern['detail-type'], event['detail-type']);
}

export function createEventBus(options: {
  rules: Record<string, EventRule>;
  /** The target's handler; `rule` is the rule delivering to it (a function per rule and target in the cloud). */
  loadTarget: (module: string, rule: string | undefined) => Promise<Target>;
  deadLetterDir: string;
  retryAttempts?: number;
  log?: (line: string) => void;
}) {
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(ruleName: string | undefined, module: string, event: EventBridgeEvent<string, unknown>) {
    const attempts = (options.retryAttempts ?? 2) + 1;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await (
          await options.loadTarget(module, ruleName)
        )(event);
        return;
      } catch (err) {
        lastError = err;
      }
    }
    mkdirSync(options.deadLetterDir, { recursive: true });
    writeWholeFile(
      join(options.deadLetterDir, `${Date.now()}-${event.id}.json`),
      JSON.stringify({ rule: ruleName, target: module, error: String(lastError), attempts, event }, null, 2),
    );
    options.log?.(`event ${event['detail-type']} failed in ${module}; kept in ${options.deadLetterDir}`);
  }

  const track = (delivery: Promise<unknown>) => {
    const tracked = delivery.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  return {
    /** Like PutEvents: accepted at once, delivered asynchronously. Returns the event ids. */
    putEvents(entries: PutEventsEntry[]): string[] {
      return entries.map((entry) => {
        const event: EventBridgeEvent<string, unknown> = {
          version: '0',
          id: randomUUID(),
          'detail-type': entry.DetailType,
          source: entry.Source,
          account: '000000000000',
          time: new Date().toISOString(),
          region: process.env.AWS_REGION ?? 'us-east-1',
          resources: [],
          detail: JSON.parse(entry.Detail),
        };
        for (const [ruleName, rule] of Object.entries(options.rules)) {
          if (!rule.pattern || !matches(rule.pattern, event)) continue;
          for (const module of rule.targets) track(deliver(ruleName, module, event));
        }
        return event.id;
      });
    },
    /** Like Lambda's Invoke with InvocationType Event: accepted at once, retried, then dead-lettered. */
    invoke(module: string, event: EventBridgeEvent<string, unknown>): void {
      const rule = Object.entries(options.rules).find(([, r]) => r.targets.includes(module))?.[0];
      track(deliver(rule, module, event));
    },
    /**
     * Raises each scheduled rule's event on its interval, as EventBridge does, to the rule's
     * targets (retried and dead-lettered as any delivery). Answers the stop.
     */
    startSchedules(): () => void {
      const timers = Object.entries(options.rules).flatMap(([ruleName, rule]) => {
        if (!rule.schedule) return [];
        const tick = () => {
          const event: EventBridgeEvent<string, unknown> = {
            version: '0',
            id: randomUUID(),
            'detail-type': 'Scheduled Event',
            source: 'aws.events',
            account: '000000000000',
            time: new Date().toISOString(),
            region: process.env.AWS_REGION ?? 'us-east-1',
            resources: [`arn:aws:events:local:000000000000:rule/${ruleName}`],
            detail: {},
          };
          for (const module of rule.targets) track(deliver(ruleName, module, event));
        };
        // The process does not stay up for a schedule alone.
        return [setInterval(tick, rule.schedule.minutes * 60_000).unref()];
      });
      return () => timers.forEach(clearInterval);
    },
    /** Resolves when every delivery under way has finished. */
    drain: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    /**
     * Resolves when every delivery under way at the call has finished, its retries included;
     * deliveries that start later are not waited for, so a busy bus cannot hold the caller for ever.
     */
    settled: async (): Promise<void> => {
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
