/** Structured JSON logs, one line each, carrying the request id and route of the call. */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

const threshold = (): number => levels[(process.env.LOG_LEVEL as keyof typeof levels) ?? 'info'] ?? 20;

export interface Logger {
  debug(msg: string, data?: object): void;
  info(msg: string, data?: object): void;
  warn(msg: string, data?: object): void;
  error(msg: string, data?: object): void;
}

export function createLogger(context: Record<string, unknown> = {}): Logger {
  const write = (level: Level) => (msg: string, data?: object) => {
    if (levels[level] < threshold()) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...context, ...data });
    (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const describeError = (err: unknown) =>
  err instanceof Error ? { error: err.name, message: err.message, stack: err.stack } : { error: String(err) };
