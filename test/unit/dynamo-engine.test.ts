/** Which DynamoDB a test run's local cloud runs on (test/support/dynamo-engine.ts). */
import { testDynamoEngine } from '../support/dynamo-engine';

const noJava = () => 'spawnSync java ENOENT';
const java = () => undefined;

describe("the test run's DynamoDB engine", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => {})));
  afterEach(() => warn.mockRestore());

  it('is DynamoDB Local wherever Java is installed', () => {
    expect(testDynamoEngine({}, java)).toBe('dynamodb-local');
    expect(testDynamoEngine({ CI: 'true' }, java)).toBe('dynamodb-local');
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back to dynalite on a developer's machine without Java, saying what goes unchecked", () => {
    expect(testDynamoEngine({}, noJava)).toBe('dynalite');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("No Java here (spawnSync java ENOENT): this run's table is on dynalite"));
  });

  it('refuses to run CI without Java rather than fall back', () => {
    expect(() => testDynamoEngine({ CI: 'true' }, noJava)).toThrow(/needs Java, and none is installed \(spawnSync java ENOENT\)/);
  });

  it('takes the engine named in SHOP_DYNAMODB_ENGINE, and refuses an unknown one', () => {
    expect(testDynamoEngine({ SHOP_DYNAMODB_ENGINE: 'dynalite' }, java)).toBe('dynalite');
    expect(testDynamoEngine({ SHOP_DYNAMODB_ENGINE: 'dynamodb-local', CI: 'true' }, java)).toBe('dynamodb-local');
    expect(() => testDynamoEngine({ SHOP_DYNAMODB_ENGINE: 'dynamodb' }, java)).toThrow('Unknown DynamoDB engine "dynamodb": dynalite or dynamodb-local');
  });
});
