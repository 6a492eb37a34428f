/**
 * Runs one benchmark function in a process of its own and prints its result as `RESULT <json>`.
 * Each benchmark that starts a local cloud needs a fresh process: the AWS SDK clients a process
 * makes keep the endpoints of the first cloud they met.
 */
const [modulePath, exportName] = process.argv.slice(2);

import(modulePath!)
  .then((module: Record<string, () => Promise<unknown>>) => module[exportName!]!())
  .then(
    (result) => {
      process.stdout.write(`\nRESULT ${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
