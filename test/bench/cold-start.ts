/**
 * One cold start of a bundled handler, as Lambda gives it: a fresh Node process, outside the
 * project (a package the bundle left out must not be found in node_modules), with only the
 * environment the function would have, imports the bundle and serves one request. The clock
 * starts just before `import()` and stops at the handler's answer, so the figure is the import
 * plus the first request: the SDK clients made, credentials read, the first connections opened,
 * the first calls answered.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ColdStart {
  /** From just before `import()` to the handler's answer. */
  totalMs: number;
  /** The `import()` alone. */
  importMs: number;
  /** What the handler answered (a route's status code, an event target's result), or why it failed. */
  answer: string;
  /** The handler's answer as it returned it. */
  returned: unknown;
  failed: boolean;
}

const marker = 'COLD-START ';

// The event is read before the clock starts; a Lambda context as much as the handlers read.
const script = (file: string, eventFile: string) => `
  import { readFileSync } from 'node:fs';
  const event = JSON.parse(readFileSync(${JSON.stringify(eventFile)}, 'utf8'));
  const context = { awsRequestId: 'cold-start', functionName: 'cold-start', getRemainingTimeInMillis: () => 10000 };
  const started = performance.now();
  let imported = started, answer, failed = false;
  try {
    const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
    imported = performance.now();
    answer = await handler(event, context);
  } catch (error) {
    failed = true;
    answer = 'threw ' + (error && error.name) + ': ' + (error && error.message);
  }
  const ended = performance.now();
  process.stdout.write('\\n${marker}' + JSON.stringify({ totalMs: ended - started, importMs: imported - started, answer, failed }) + '\\n');
  // Lambda freezes the process after the answer; here it ends, whatever keep-alive sockets the SDKs hold.
  process.exit(0);
`;

/** What a handler's answer says in the table: a route's status code, an event target's result. */
export function answerOf(value: unknown): string {
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.statusCode === 'number') return String(v.statusCode);
    if (typeof v.result === 'string') return v.result;
    // A CustomMessage trigger answers with its event either way: it served only if it wrote the email.
    if (typeof v.triggerSource === 'string' && v.triggerSource.startsWith('CustomMessage_')) {
      const response = v.response as Record<string, unknown> | undefined;
      return response?.emailMessage ? 'email written' : 'email left to the pool';
    }
    if (typeof v.triggerSource === 'string') return 'event returned';
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function coldStart(file: string, event: unknown, env: Record<string, string>): Promise<ColdStart> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  const eventFile = join(dir, 'event.json');
  writeFileSync(eventFile, JSON.stringify(event));
  return new Promise<ColdStart>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--no-warnings', '--input-type=module', '-e', script(file, eventFile)],
      // Lambda's environment is the function's variables and little else; PATH for Node itself.
      { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        rmSync(dir, { recursive: true, force: true });
        const line = stdout
          .split('\n')
          .reverse()
          .find((l) => l.startsWith(marker));
        if (!line) return reject(new Error(`${file} gave no figure (${error?.message ?? 'no error'}):\n${stderr}${stdout}`.slice(0, 4000)));
        const figure = JSON.parse(line.slice(marker.length)) as { totalMs: number; importMs: number; answer: unknown; failed: boolean };
        resolve({ ...figure, returned: figure.answer, answer: figure.failed ? String(figure.answer) : answerOf(figure.answer) });
      },
    );
  });
}
