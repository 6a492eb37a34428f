/**
 * Structured JSON logs through Powertools for AWS Lambda (Logger): one line per entry with the
 * level, message, service, cold start, function name and X-Ray trace id, plus the keys of the
 * call (request id and route, or the event's id). In the local cloud POWERTOOLS_DEV makes them
 * indented and readable.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

export type { Logger };

const levels = { debug: 'DEBUG', info: 'INFO', warn: 'WARN', error: 'ERROR', silent: 'SILENT' } as const;

/**
 * LOG_LEVEL is the stage's setting (ShopFunction; `silent` in the tests). It is read here rather
 * than left to Powertools so that the function's environment names one variable for it.
 */
const level = levels[(process.env.LOG_LEVEL ?? 'info') as keyof typeof levels] ?? 'INFO';

const root = new Logger({ serviceName: 'shop', logLevel: level });

/**
 * A logger carrying `keys` on every line. Each call gets its own child rather than keys appended
 * to one shared logger: the local cloud runs many handlers' calls at once in one process, and
 * keys appended for one call would show on another's lines.
 */
export function createLogger(keys: Record<string, unknown> = {}, context?: Context): Logger {
  const log = root.createChild({ persistentKeys: keys });
  // The Lambda context adds function name, memory, cold start and the invocation's request id.
  if (context?.functionName) log.addContext(context);
  return log;
}

/** An error as a log entry's extra keys: Powertools writes its name, message, location and stack. */
export const describeError = (err: unknown) => (err instanceof Error ? { error: err } : { error: String(err) });
