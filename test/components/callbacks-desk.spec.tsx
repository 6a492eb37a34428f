/**
 * The callback requests desk: requests still New marked and counted, phones written as people
 * read them, and every status change saying it was saved, or why not. The browser journey
 * (test/browser/callbacks-desk.test.ts) walks it against the local cloud.
 */
import { screen, within } from '@testing-library/react';
import type { Callback } from '@shared/callbacks';
import { CallbacksPage } from '@/features/callbacks-desk';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const list = 'GET /request-callback/admin';
const setStatus = 'PUT /request-callback/{id}';

const request = (change: Partial<Callback>): Callback => ({
  _id: 'cb-1',
  firstName: 'Callie',
  lastName: 'Ross',
  email: 'callie@example.com',
  phone: '5125550199',
  message: 'About a wedding album',
  date: '2026-03-02T16:01:00.000Z',
  currentStatus: 'New',
  notes: [],
  ...change,
});

const requests = [request({}), request({ _id: 'cb-2', firstName: 'Dana', currentStatus: 'Completed' }), request({ _id: 'cb-3', firstName: 'Eli' })];
const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(`${name} Ross$`) });

it('marks the requests nobody has answered and counts them, and writes the phone as people read it', async () => {
  fakeApi().on(list, { body: requests });
  await renderInShop(<CallbacksPage />);
  expect(await screen.findByTestId('callbacks-new-count')).toHaveTextContent('2 new requests waiting for a call.');
  expect(card('Callie')).toHaveAttribute('data-new', 'true');
  expect(within(card('Callie')).getByRole('heading')).toHaveTextContent('New Callie Ross');
  expect(card('Dana')).toHaveAttribute('data-new', 'false');
  expect(within(card('Dana')).getByRole('heading')).toHaveTextContent(/^Dana Ross$/);
  const phone = within(card('Callie')).getByRole('link', { name: '(512) 555-0199' });
  expect(phone).toHaveAttribute('href', 'tel:+15125550199');
});

it('says Saving… then Saved when a status is changed, and the count follows', async () => {
  const api = fakeApi();
  api.on(list, { body: requests });
  const held = heldAnswer({ body: request({ currentStatus: 'Follow-up-Required' }) });
  api.on(setStatus, held.handler);
  const { user } = await renderInShop(<CallbacksPage />);
  const select = within(await screen.findByRole('listitem', { name: /Callie Ross$/ })).getByRole('combobox', { name: 'Status' });
  await user.selectOptions(select, 'Follow-up-Required');
  expect(within(card('Callie')).getByRole('status')).toHaveTextContent('Saving…');
  held.release();
  expect(await within(card('Callie')).findByText('Saved: Follow-up-Required.')).toHaveAttribute('role', 'status');
  expect(select).toHaveAccessibleDescription('Saved: Follow-up-Required.');
  expect(screen.getByTestId('callbacks-new-count')).toHaveTextContent('1 new request waiting for a call.');
});

it('says why a status change was not saved, and shows the status as stored', async () => {
  const api = fakeApi();
  api.on(list, { body: requests });
  api.on(setStatus, { status: 403, body: { error: 'forbidden', message: 'You may not change callback requests.' } });
  const { user } = await renderInShop(<CallbacksPage />);
  const select = within(await screen.findByRole('listitem', { name: /Callie Ross$/ })).getByRole('combobox', { name: 'Status' });
  await user.selectOptions(select, 'Escalated');
  expect(await within(card('Callie')).findByRole('alert')).toHaveTextContent('The status was not saved: You may not change callback requests.');
  expect(select).toHaveValue('New');
  expect(within(card('Callie')).queryByText(/^Saved/)).not.toBeInTheDocument();
});
