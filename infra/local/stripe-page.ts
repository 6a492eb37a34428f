/** The local card provider's hosted checkout page: the order summary and a test card form. */
import { formatCents } from '../../shared/money';

export interface PageSession {
  id: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  cancel_url: string;
  status: string;
  lines: { name: string; description: string; amount: number; quantity: number }[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function checkoutPage(session: PageSession, error?: string): string {
  const lines = session.lines
    .map(
      (l) =>
        `<li><span><strong>${escape(l.name)}</strong>${l.quantity > 1 ? ` × ${l.quantity}` : ''}<br><small>${escape(l.description)}</small></span><span>${formatCents(l.amount * l.quantity)}</span></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay Lumière Albums · Test mode</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1d1a; background: #f6f3ee; }
  main { max-width: 920px; margin: 0 auto; padding: 32px 20px; display: grid; gap: 32px; grid-template-columns: 1fr; }
  @media (min-width: 768px) { main { grid-template-columns: 1fr 1fr; } }
  h1 { font: 600 1.4rem Georgia, serif; margin: 0 0 8px; }
  .badge { display: inline-block; background: #f5c26b; color: #4a3200; border-radius: 4px; padding: 2px 8px; font-size: .8rem; font-weight: 600; }
  ul { list-style: none; padding: 0; margin: 16px 0; } li { display: flex; justify-content: space-between; gap: 16px; padding: 12px 0; border-bottom: 1px solid #e4ddd2; }
  .total { display: flex; justify-content: space-between; font-weight: 700; font-size: 1.2rem; }
  form { background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  label { display: block; font-size: .9rem; margin: 12px 0 4px; } input { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 1rem; border: 1px solid #c9c1b4; border-radius: 6px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  button { margin-top: 20px; width: 100%; padding: 12px; font-size: 1rem; font-weight: 600; color: #fff; background: #1f1d1a; border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #b8893b; outline-offset: 2px; }
  .error { color: #9b1c1c; background: #fdecec; border-radius: 6px; padding: 10px 12px; margin-top: 12px; }
  .hint { font-size: .85rem; color: #5b544a; }
</style></head>
<body><main>
  <section aria-labelledby="summary">
    <span class="badge">Test mode</span>
    <h1 id="summary">Lumière Albums</h1>
    <p class="hint">${session.customer_email ? `Paying as ${escape(session.customer_email)}` : ''}</p>
    <ul>${lines}</ul>
    <p class="total"><span>Total</span><span data-testid="checkout-total">${formatCents(session.amount_total)}</span></p>
    <p><a href="${escape(session.cancel_url)}">← Back to the shop</a></p>
  </section>
  <form method="post" action="/pay/${escape(session.id)}" aria-labelledby="pay">
    <h1 id="pay">Pay with card</h1>
    <label for="cardNumber">Card number</label>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
    <div class="row">
      <div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" placeholder="12 / 34" autocomplete="cc-exp" required></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" autocomplete="cc-csc" required></div>
    </div>
    <label for="name">Name on card</label>
    <input id="name" name="name" autocomplete="cc-name" required>
    ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
    <button type="submit">Pay ${formatCents(session.amount_total)}</button>
    <p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.</p>
  </form>
</main></body></html>`;
}
