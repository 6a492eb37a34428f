/**
 * The callback request and with it the form kit (web/src/components/form): each
 * field's message from the schema the server uses, when it shows, the send by keyboard, the
 * sending, sent and failed states. The browser journey (test/browser/callback.test.ts) opens the
 * widget on the home page and sends a request to the local cloud.
 */
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@shared/messages';
import { CallbackWidget } from '@/features/callback/components/callback-widget';
import { fakeApi, heldAnswer, renderInShop, unreachable } from './shop';

const requestCallback = 'POST /request-callback';
const request = {
  firstName: 'Margot',
  lastName: 'Lindqvist',
  email: 'margot@example.com',
  phone: '3125550142',
  message: 'Which album suits a wedding of 600 photos?',
};
const labels = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', message: 'Message' } as const;

async function openForm() {
  const shop = await renderInShop(<CallbackWidget />);
  await shop.user.click(screen.getByRole('button', { name: 'Request a callback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a callback' });
  return { ...shop, dialog };
}

const field = (name: keyof typeof labels) => screen.getByLabelText(labels[name], { exact: true });

/** Puts each value into its field as a paste would (one change each: typing is checked where it matters). */
async function fill(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, values: Partial<typeof request>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name as keyof typeof labels));
    if (value) await user.paste(value);
  }
}

describe('the callback request form', () => {
  it('opens with focus in First name, the phone asking for its 10 digits', async () => {
    fakeApi();
    await openForm();
    expect(field('firstName')).toHaveFocus();
    expect(field('phone')).toHaveAttribute('placeholder', messages.callbackPhone);
    for (const name of Object.keys(labels)) expect(field(name as keyof typeof labels)).toBeRequired();
  });

  it('says "This field is required" under every empty field on sending, moves focus to the first, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Request callback' }));
    for (const name of Object.keys(labels) as (keyof typeof labels)[]) {
      expect(field(name)).toBeInvalid();
      expect(field(name)).toHaveAccessibleDescription(messages.required);
    }
    expect(field('firstName')).toHaveFocus();
    expect(api.sentTo(requestCallback)).toEqual([]);
  });

  it('names a malformed email and phone once the field is left, not while it is typed, and keeps only the phone’s digits', async () => {
    fakeApi();
    const { user } = await openForm();
    await user.type(field('email'), 'margot@');
    expect(field('email')).not.toHaveAccessibleDescription();
    await user.tab();
    expect(field('email')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(field('email')).toBeInvalid();

    await user.type(field('phone'), '(312) 555-014');
    expect(field('phone')).toHaveValue('312555014');
    await user.tab();
    expect(field('phone')).toHaveAccessibleDescription(messages.callbackPhone);
    // Put right, the message goes as it is typed.
    await user.type(field('phone'), '2');
    expect(field('phone')).not.toHaveAccessibleDescription();
    expect(field('phone')).toBeValid();
    // A field not yet left says nothing.
    expect(field('lastName')).not.toHaveAccessibleDescription();
  });

  it('sends with Enter, says Sending… meanwhile, then Request submitted successfully! with focus on it', async () => {
    const api = fakeApi();
    const held = heldAnswer({ status: 201, body: { _id: 'cb-1' } });
    api.on(requestCallback, held.handler);
    const { user } = await openForm();
    await fill(user, request);
    await user.keyboard('{Enter}');
    // Enter in the message's textarea is a new line (trimmed away by the schema); from a text field it sends.
    expect(api.sentTo(requestCallback)).toEqual([]);
    await user.click(field('email'));
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(api.sentTo(requestCallback).map((r) => r.body)).toEqual([request]);
    held.release();
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent(messages.callbackSubmitted);
    expect(sent).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Request callback' })).not.toBeInTheDocument();
  });

  it('says "Something went wrong. Please try again." when the API refuses, and keeps what was typed', async () => {
    const api = fakeApi();
    api.on(requestCallback, { status: 500, body: { error: 'internal', message: 'The request failed.' } });
    const { user } = await openForm();
    await fill(user, request);
    await user.click(screen.getByRole('button', { name: 'Request callback' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.callbackFailed);
    expect(alert).toHaveFocus();
    expect(field('lastName')).toHaveValue(request.lastName);
    expect(screen.getByRole('button', { name: 'Request callback' })).toBeEnabled();
  });

  it('says "Failed to submit request." when the API cannot be reached', async () => {
    const api = fakeApi();
    api.on(requestCallback, unreachable);
    const { user } = await openForm();
    await fill(user, request);
    await user.click(screen.getByRole('button', { name: 'Request callback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.callbackThrown);
  });

  it('shows the server’s own message under the field it names', async () => {
    const api = fakeApi();
    api.on(requestCallback, {
      status: 400,
      body: { error: 'validation_failed', message: 'Some fields are invalid.', fields: { email: 'This address cannot receive mail.' } },
    });
    const { user } = await openForm();
    await fill(user, request);
    await user.click(screen.getByRole('button', { name: 'Request callback' }));
    await waitFor(() => expect(field('email')).toHaveAccessibleDescription('This address cannot receive mail.'));
    // It stands until the field changes.
    await user.type(field('email'), 'x');
    expect(field('email')).not.toHaveAccessibleDescription();
  });

  it('keeps what was typed when the panel is closed and opened again', async () => {
    fakeApi();
    const { user } = await openForm();
    await fill(user, { lastName: request.lastName });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a callback' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(field('lastName')).toHaveValue(request.lastName);
  });
});
