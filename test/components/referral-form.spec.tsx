/**
 * The pre-launch refer-a-friend form: the three visible fields required in the shop's words, the
 * hidden bot trap not, the sending and failed states, and the server's field messages. The
 * browser journey (test/browser/referral.test.ts) sends a referral to the local cloud.
 */
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@shared/messages';
import { ReferralForm } from '@/features/referral/components/referral-form';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const referFriend = 'POST /marketing/referral';
const referral = { referralEmail: 'june@example.com', referralPhone: '6085550199', email: 'ruth@example.com' };
const labels = { referralEmail: "Your friend's email", referralPhone: "Your friend's phone", email: 'Your email' } as const;
const field = (name: keyof typeof labels) => screen.getByLabelText(labels[name], { exact: true });
const send = () => screen.getByRole('button', { name: /Send referral|Sending…/ });

async function openForm() {
  const shop = await renderInShop(<ReferralForm />);
  const fill = async (values: Partial<typeof referral>) => {
    for (const [name, value] of Object.entries(values)) {
      await shop.user.clear(field(name as keyof typeof labels));
      await shop.user.type(field(name as keyof typeof labels), value);
    }
  };
  return { ...shop, fill };
}

describe('the refer-a-friend form', () => {
  it('requires the three visible fields, not the hidden one, and names each on sending with focus on the first', async () => {
    const api = fakeApi();
    const { user } = await openForm();
    for (const name of Object.keys(labels) as (keyof typeof labels)[]) expect(field(name)).toBeRequired();
    const trap = screen.getByLabelText('Address');
    expect(trap).not.toBeRequired();
    expect(trap).toHaveAttribute('tabindex', '-1');
    await user.click(send());
    // The phone's note is read before its message.
    for (const name of Object.keys(labels) as (keyof typeof labels)[]) expect(field(name)).toHaveAccessibleDescription(new RegExp(`${messages.required}$`));
    expect(field('referralEmail')).toHaveFocus();
    expect(api.sentTo(referFriend)).toEqual([]);
  });

  it('reads the phone’s note with its message, and keeps only its digits', async () => {
    fakeApi();
    const { user, fill } = await openForm();
    await fill({ referralEmail: 'june@', referralPhone: '(608) 555-01' });
    await user.tab();
    expect(field('referralEmail')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(field('referralPhone')).toHaveValue('60855501');
    expect(field('referralPhone')).toHaveAccessibleDescription(`For verification only. ${messages.callbackPhone}`);
  });

  it('sends the referral with an empty trap, saying Sending… meanwhile', async () => {
    const api = fakeApi();
    const held = heldAnswer({ status: 201, body: {} });
    api.on(referFriend, held.handler);
    const { user, fill } = await openForm();
    await fill(referral);
    await user.click(send());
    expect(send()).toHaveTextContent('Sending…');
    expect(send()).toHaveAttribute('aria-disabled', 'true');
    expect(api.sentTo(referFriend).map((r) => r.body)).toEqual([{ ...referral, address: '' }]);
    held.release();
    await waitFor(() => expect(send()).toHaveTextContent('Send referral'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message under the field it names, ignores names not in the form, and sends the same values no more', async () => {
    const api = fakeApi();
    api.on(referFriend, {
      status: 400,
      body: { error: 'validation_failed', message: 'Some fields are invalid.', fields: { email: 'Use your own address.', 'notes.0': 'Unknown' } },
    });
    const { user, fill } = await openForm();
    await fill(referral);
    await user.click(send());
    await waitFor(() => expect(field('email')).toHaveAccessibleDescription('Use your own address.'));
    expect(screen.getByText(messages.callbackFailed)).toBeInTheDocument();
    expect(field('referralEmail')).toHaveValue(referral.referralEmail);
    expect(screen.getAllByTestId('field-error')).toHaveLength(1);
    // Sent again unchanged, nothing goes: focus goes to the field the server named.
    await user.click(send());
    expect(field('email')).toHaveFocus();
    expect(api.sentTo(referFriend)).toHaveLength(1);
    // Changed, the message goes and the referral may go again.
    await user.type(field('email'), 'x');
    expect(field('email')).not.toHaveAccessibleDescription();
    await user.click(send());
    await waitFor(() => expect(api.sentTo(referFriend)).toHaveLength(2));
  });
});
