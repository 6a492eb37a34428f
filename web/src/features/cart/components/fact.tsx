/** One fact of a cart line: a term and its value. */
export function Fact({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <div className="cart-line__fact">
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
