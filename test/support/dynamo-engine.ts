/**
 * The DynamoDB engine of a test run's local cloud: `SHOP_DYNAMODB_ENGINE` when set, else Amazon's
 * DynamoDB Local, which refuses what DynamoDB refuses (an attribute name written bare, an item over
 * 400 KB counted in UTF-8 bytes). It runs on Java: a developer without Java gets dynalite and a
 * warning saying what the run does not check; in CI (`CI=true`) a missing Java fails the run instead.
 */
import { dynamoEngineOf, type DynamoEngine } from '../../infra/local/dynamo';
import { javaMissing } from '../../infra/local/dynamodb-local';

export function testDynamoEngine(env: NodeJS.ProcessEnv = process.env, missing: () => string | undefined = javaMissing): DynamoEngine {
  if (env.SHOP_DYNAMODB_ENGINE) return dynamoEngineOf(env.SHOP_DYNAMODB_ENGINE);
  const why = missing();
  if (!why) return 'dynamodb-local';
  if (env.CI === 'true') {
    throw new Error(`The tests run on DynamoDB Local, which needs Java, and none is installed (${why}). .ci/run installs it (default-jre-headless).`);
  }
  console.warn(
    `\nNo Java here (${why}): this run's table is on dynalite, not DynamoDB Local, so what only DynamoDB refuses ` +
      '(attribute names written bare in expressions, items over 400 KB in UTF-8) is not checked. Install a Java runtime ' +
      '(17 or newer; Debian: apt-get install default-jre-headless) to run as CI does.\n',
  );
  return 'dynalite';
}
