/**
 * Every attribute an expression names is written as a `#placeholder`, never bare. DynamoDB refuses
 * a bare name that is one of its ~570 reserved words (`status`, `name`, `size`, `user`, `data`,
 * `items`, `version`…) or that does not start with a letter (`_id`, every entity's id: "Syntax
 * error; token: "_""), and which names are reserved is not something to remember per write.
 * test/unit/expression-names.test.ts holds every expression under functions/ to this rule.
 *
 * `withNames` answers the expressions given with their ExpressionAttributeNames: each `#word`
 * stands for the attribute `word` itself (`#_id` for `_id`), so the names always match what the
 * expressions use (DynamoDB also refuses a name given but unused). A placeholder for a name that is
 * data rather than code (a line id, a session id, a file name) is given in `data`.
 */
type Expressions = {
  UpdateExpression?: string;
  ConditionExpression?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
};

export function withNames<E extends Expressions>(expressions: E, data: Record<string, string> = {}): E & { ExpressionAttributeNames: Record<string, string> } {
  const names: Record<string, string> = {};
  for (const expression of Object.values(expressions) as (string | undefined)[]) {
    for (const [placeholder] of expression?.matchAll(/#[A-Za-z0-9_]+/g) ?? []) names[placeholder] = placeholder.slice(1);
  }
  return { ...expressions, ExpressionAttributeNames: { ...names, ...data } };
}
