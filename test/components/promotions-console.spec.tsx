/**
 * The promotions console (/admin/promotions): its empty state, the list grouped Running /
 * Scheduled / Ended, the form's messages from the server's own schema, what a save sends (a
 * percentage, the albums chosen, local times as ISO instants), the saved state, a conflict with
 * Reload instead of an overwrite, and End now after a confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { promotionMessages } from '@shared/promotion-messages';
import type { Promotion } from '@shared/promotions';
import { PromotionsPage } from '@/features/promotions';
import { fakeApi, renderInShop } from './shop';

const list = 'GET /admin/promotions';
const add = 'POST /admin/promotions';
const update = 'PUT /admin/promotions/{id}';
const end = 'POST /admin/promotions/{id}/end';
const catalog = { albums: ['Lux', 'Gallery'], products: ['Edge Prints'] };
const day = 86_400_000;

const stored = (change: Partial<Promotion> = {}): Promotion => ({
  id: 'promo-1',
  name: 'Autumn Sale',
  kind: 'percent',
  value: 30,
  albums: ['Lux'],
  products: [],
  allAlbums: false,
  allProducts: false,
  startsAt: new Date(Date.now() - day).toISOString(),
  endsAt: new Date(Date.now() + day).toISOString(),
  needsCode: false,
  version: 1,
  createdAt: new Date(Date.now() - 2 * day).toISOString(),
  ...change,
});

it('says when there are no promotions yet', async () => {
  fakeApi().on(list, { body: { promotions: [] } });
  await renderInShop(<PromotionsPage catalog={catalog} />);
  expect(await screen.findByTestId('promotions-empty')).toHaveTextContent('No promotions yet.');
});

it('groups the promotions Running, Scheduled and Ended, with discount, what they apply to and code', async () => {
  fakeApi().on(list, {
    body: {
      promotions: [
        stored(),
        stored({
          id: 'p2',
          name: 'Winter Code',
          kind: 'amount',
          value: 5000,
          allProducts: true,
          albums: [],
          code: 'WINTER',
          needsCode: true,
          startsAt: new Date(Date.now() + day).toISOString(),
          endsAt: new Date(Date.now() + 2 * day).toISOString(),
        }),
        stored({ id: 'p3', name: 'Spring Sale', startsAt: new Date(Date.now() - 3 * day).toISOString(), endsAt: new Date(Date.now() - 2 * day).toISOString() }),
      ],
    },
  });
  await renderInShop(<PromotionsPage catalog={catalog} />);
  const running = await screen.findByTestId('promotions-running');
  expect(within(running).getByRole('heading', { level: 3 })).toHaveTextContent('Autumn Sale');
  expect(within(running).getByTestId('promotion-discount')).toHaveTextContent('30% off');
  expect(running).toHaveTextContent('the Lux album');
  const scheduled = screen.getByTestId('promotions-scheduled');
  expect(within(scheduled).getByTestId('promotion-discount')).toHaveTextContent('$50 off each');
  expect(within(scheduled).getByTestId('promotion-code-shown')).toHaveTextContent('WINTER');
  expect(scheduled).toHaveTextContent('all wall art and products');
  const ended = screen.getByTestId('promotions-ended');
  expect(ended).toHaveTextContent('Spring Sale');
  expect(within(ended).queryByRole('button', { name: /End/ })).toBeNull();
});

it('names each field that is wrong, from the server’s schema, and sends nothing', async () => {
  const api = fakeApi();
  api.on(list, { body: { promotions: [] } });
  const { user } = await renderInShop(<PromotionsPage catalog={catalog} />);
  await user.click(await screen.findByRole('button', { name: 'New promotion' }));
  const dialog = screen.getByRole('dialog', { name: 'New promotion' });
  await user.type(within(dialog).getByLabelText('Percent off'), '95');
  await user.click(within(dialog).getByRole('button', { name: 'Add promotion' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
  expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(promotionMessages.nameMissing);
  expect(within(dialog).getByLabelText('Percent off')).toBeInvalid();
  expect(within(dialog).getByLabelText('Percent off')).toHaveAccessibleDescription(expect.stringContaining(promotionMessages.percentRange));
  expect(within(dialog).getByTestId('promotion-albums')).toHaveAccessibleDescription(promotionMessages.appliesToNothing);
  expect(api.sentTo(add)).toEqual([]);
});

it('sends a percentage, the albums chosen and the local times as instants, then says it was saved', async () => {
  const api = fakeApi();
  api.on(list, { body: { promotions: [] } });
  api.on(add, (sent) => ({ status: 201, body: stored({ ...(sent.body as object), id: 'new', needsCode: false }) }));
  const { user } = await renderInShop(<PromotionsPage catalog={catalog} />);
  await user.click(await screen.findByRole('button', { name: 'New promotion' }));
  const dialog = screen.getByRole('dialog', { name: 'New promotion' });
  await user.type(within(dialog).getByLabelText('Name'), 'Autumn Sale');
  await user.type(within(dialog).getByLabelText('Percent off'), '30');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Lux' }));
  const starts = within(dialog).getByLabelText('Starts');
  await user.clear(starts);
  await user.type(starts, '2026-12-01T09:00');
  const ends = within(dialog).getByLabelText('Ends');
  await user.clear(ends);
  await user.type(ends, '2026-12-08T18:30');
  await user.click(within(dialog).getByRole('button', { name: 'Add promotion' }));
  await waitFor(() => expect(api.sentTo(add)).toHaveLength(1));
  expect(api.sentTo(add)[0]!.body).toEqual({
    name: 'Autumn Sale',
    kind: 'percent',
    value: 30,
    albums: ['Lux'],
    products: [],
    allAlbums: false,
    allProducts: false,
    startsAt: new Date(2026, 11, 1, 9, 0).toISOString(),
    endsAt: new Date(2026, 11, 8, 18, 30).toISOString(),
    code: '',
  });
  expect(await screen.findByTestId('promotion-saved')).toHaveTextContent('Saved Autumn Sale.');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('sends an amount off in cents', async () => {
  const api = fakeApi();
  api.on(list, { body: { promotions: [] } });
  api.on(add, (sent) => ({ status: 201, body: stored({ ...(sent.body as object), id: 'new' }) }));
  const { user } = await renderInShop(<PromotionsPage catalog={catalog} />);
  await user.click(await screen.findByRole('button', { name: 'New promotion' }));
  const dialog = screen.getByRole('dialog', { name: 'New promotion' });
  await user.type(within(dialog).getByLabelText('Name'), 'Fifty off');
  await user.click(within(dialog).getByRole('radio', { name: 'Amount off each item' }));
  await user.type(within(dialog).getByLabelText('Amount off each item ($)'), '49.99');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Every product' }));
  await user.type(within(dialog).getByLabelText('Code (optional)'), 'fifty-off');
  await user.click(within(dialog).getByRole('button', { name: 'Add promotion' }));
  await waitFor(() => expect(api.sentTo(add)).toHaveLength(1));
  expect(api.sentTo(add)[0]!.body).toMatchObject({ kind: 'amount', value: 4999, allProducts: true, products: [], code: 'fifty-off' });
});

it('shows a conflict with Reload, and starts the form over from the promotion as saved meanwhile', async () => {
  const api = fakeApi();
  api.on(list, { body: { promotions: [stored()] } });
  api.on(update, { status: 409, body: { error: 'conflict', message: promotionMessages.conflict } });
  const { user } = await renderInShop(<PromotionsPage catalog={catalog} />);
  await user.click(await screen.findByRole('button', { name: 'Edit: Autumn Sale' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Autumn Sale' });
  const name = within(dialog).getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Autumn Special');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(promotionMessages.conflict);
  expect(api.sentTo(update)[0]!.body).toMatchObject({ name: 'Autumn Special', version: 1 });

  api.on(list, { body: { promotions: [stored({ name: 'Autumn Sale', value: 25, version: 2 })] } });
  await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(within(screen.getByRole('dialog')).getByLabelText('Percent off')).toHaveValue('25'));
  expect(within(screen.getByRole('dialog')).getByLabelText('Name')).toHaveValue('Autumn Sale');
  expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();

  api.on(update, (sent) => ({ body: stored({ ...(sent.body as object), version: 3 }) }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.sentTo(update)).toHaveLength(2));
  expect(api.sentTo(update)[1]!.body).toMatchObject({ version: 2, value: 25 });
  expect(await screen.findByTestId('promotion-saved')).toHaveTextContent('Saved Autumn Sale.');
});

it('ends a promotion only once End now is confirmed, with the version read', async () => {
  const api = fakeApi();
  api.on(list, { body: { promotions: [stored()] } });
  api.on(end, () => ({ body: stored({ endsAt: new Date(Date.now() - 1000).toISOString(), endedEarlyAt: new Date().toISOString(), version: 2 }) }));
  const { user } = await renderInShop(<PromotionsPage catalog={catalog} />);
  await user.click(await screen.findByRole('button', { name: 'End now: Autumn Sale' }));
  const dialog = screen.getByRole('dialog', { name: 'End Autumn Sale now?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(api.sentTo(end)).toEqual([]);
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'End now: Autumn Sale' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End now' }));
  expect(await screen.findByTestId('promotion-saved')).toHaveTextContent('Ended Autumn Sale.');
  expect(api.sentTo(end)[0]!.body).toEqual({ version: 1 });
  expect(within(screen.getByTestId('promotions-ended')).getByText('Autumn Sale')).toBeInTheDocument();
});
