/**
 * Calls a deployed bundle's `handler` as the Lambda runtime does: a plain Node process imports the
 * ES module and calls it once; what it returns comes back parsed from JSON.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** `args` is the call's arguments as JavaScript source (a context may carry functions, which JSON cannot). */
export function callBundledHandler<T>(file: string, args: string, options: { cwd?: string; env: NodeJS.ProcessEnv }): T {
  const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
    process.stdout.write(JSON.stringify(await handler(${args})));`;
  const output = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], options).toString();
  return JSON.parse(output) as T;
}
