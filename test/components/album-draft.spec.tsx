/**
 * The customer's album draft page with a draft given: its spreads with the photos cropped as
 * placed, a template choice and a note per spread, the photos left out with why, how many more
 * would fill the album; a note typed is saved on the version read, a draft changed in another
 * window is said so with a way to reload it, and an album with no photos yet leads to its uploads.
 * My Orders offers the draft on an album line with photos. The browser journey
 * (test/browser/album-draft.test.ts) lays a draft out from real photos and shapes it by keyboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { draftMessages, type AlbumDraft } from '@shared/album-draft/schema';
import type { LineImage } from '@shared/uploads';
import { AlbumDraftPage } from '@/features/album-draft';
import { DraftLink } from '@/features/orders/components/draft-link';
import { paidOrder, userId } from './orders';
import { fakeApi, renderInShop } from './shop';

const getOrder = 'GET /orders/{userId}/{orderId}';
const listPhotos = 'GET /galleries/user/{userId}/{orderId}/items';
const getDraft = 'GET /orders/{userId}/{orderId}/drafts/{lineId}';
const saveDraft = 'PUT /orders/{userId}/{orderId}/drafts/{lineId}';

const photo = (name: string, width = 3000, height = 2000): LineImage => ({
  imageId: name.replace('.jpg', ''),
  lineId: 'line-lux',
  fileName: name,
  status: 'uploaded',
  size: 2_000_000,
  url: `https://photos.shop.test/${name}`,
  thumbnailUrl: `https://photos.shop.test/thumbs/${name}`,
  width,
  height,
  uploadedAt: '2026-03-03T10:00:00.000Z',
});
const photos = [photo('a.jpg'), photo('b.jpg'), photo('c.jpg', 2000, 3000), photo('d.jpg'), photo('e.jpg', 300, 200), photo('f.jpg')];
const whole = { x: 0, y: 0, width: 1, height: 1 };

/** Two spreads of the album's ten: two photos and one on the first, a hero on the second; e too small, f left out by the customer. */
const draft: AlbumDraft = {
  spreads: [
    {
      id: 's1',
      pages: [
        {
          template: 'two',
          photos: [
            { imageId: 'a', crop: { x: 0.1, y: 0, width: 0.8, height: 1 } },
            { imageId: 'b', crop: whole },
          ],
        },
        { template: 'one', photos: [{ imageId: 'c', crop: whole }] },
      ],
      note: '',
    },
    { id: 's2', hero: { imageId: 'd', crop: { x: 0, y: 0.16, width: 1, height: 0.67 } }, pages: [], note: 'Our first dance' },
  ],
  mustHave: ['b'],
  leaveOut: ['f'],
  leftOut: ['e'],
};

// The spreads list scrolls the window to where it is as it mounts (jsdom draws nothing and scrolls nowhere).
let scrollTo: jest.SpyInstance | undefined;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo?.mockRestore();
});

function showDraft(stored: { draft: AlbumDraft | null; version: number }, images: LineImage[] = photos) {
  const api = fakeApi();
  api.on(getOrder, { body: paidOrder({ imageCounts: { 'line-lux': images.length } }) });
  api.on(listPhotos, { body: { images } });
  api.on(getDraft, { body: stored });
  return { api, shop: renderInShop(<AlbumDraftPage userId={userId} orderId="order-1" lineId="line-lux" />) };
}

describe('a stored draft', () => {
  it('shows its spreads as stored: facing pages, hero, crops, templates, must-haves and notes', async () => {
    showDraft({ draft, version: 3 });
    const spreads = await screen.findAllByTestId('draft-spread');
    expect(spreads.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Spread 1', 'Spread 2Hero spread']);
    const first = within(spreads[0]!);
    expect(first.getAllByTestId('draft-photo').map((p) => p.dataset.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(first.getByRole('button', { name: 'b.jpg, on spread 1, must be in the album' })).toBeInTheDocument();
    // The crop is drawn by CSS: the photo scaled so its placed part fills the frame, and shifted into place.
    const a = first.getByRole('button', { name: 'a.jpg, on spread 1' }).querySelector('img')!;
    expect(a.style.width).toBe('125.000%');
    expect(a.style.left).toBe('-12.500%');
    expect(first.getByRole('combobox', { name: 'Left page of spread 1' })).toHaveValue('two');
    expect(first.getByRole('combobox', { name: 'Right page of spread 1' })).toHaveValue('one');
    expect(within(spreads[1]!).getByRole('textbox', { name: 'Note for the designer (spread 2)' })).toHaveValue('Our first dance');
    expect(
      within(spreads[1]!)
        .getAllByTestId('draft-photo')
        .map((p) => p.dataset.name),
    ).toEqual(['d.jpg']);
  });

  it('lists the photos left out with why, and how many more would fill the album', async () => {
    showDraft({ draft, version: 3 });
    expect(await screen.findByTestId('draft-left-out')).toHaveTextContent('2 photos left out: f.jpg, e.jpg');
    expect(screen.getByText('f.jpg: you asked to leave it out')).toBeInTheDocument();
    expect(screen.getByText(/^e\.jpg: too few pixels to print well/)).toBeInTheDocument();
    // A 20-page album has ten spreads; two are laid out.
    expect(screen.getByTestId('draft-fill')).toHaveTextContent('8 more photos would fill the album: 8 spreads are still empty.');
    // Every photo's marks follow the first spreads.
    expect(await screen.findByRole('checkbox', { name: 'b.jpg: must be in the album' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'f.jpg: leave out' })).toBeChecked();
    // The list says each photo's place among all of them, as only the rows near the window are in the page.
    const list = screen.getByRole('list', { name: 'Your photos (6)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => [item.dataset.name, item.getAttribute('aria-posinset'), item.getAttribute('aria-setsize')]),
    ).toEqual(photos.map((p, i) => [p.fileName, String(i + 1), '6']));
  });

  it('saves a note for the designer on the version it read, and says Saved', async () => {
    const { api, shop } = showDraft({ draft, version: 3 });
    const { user } = await shop;
    api.on(saveDraft, (request) => ({ body: { ...(request.body as object), version: 4, updatedAt: '2026-03-04T10:00:00.000Z' } }));
    await user.type(await screen.findByRole('textbox', { name: 'Note for the designer (spread 1)' }), 'Keep the veil');
    await waitFor(() => expect(screen.getByTestId('draft-save-state')).toHaveTextContent('Saved'), { timeout: 3000 });
    // Typing is saved once the customer pauses: one request, with the whole note.
    const sent = api.sentTo(saveDraft);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as { draft: AlbumDraft; version: number };
    expect(body.version).toBe(3);
    expect(body.draft.spreads[0]!.note).toBe('Keep the veil');
    expect(body.draft.spreads[1]).toEqual(draft.spreads[1]);
  });

  it('says the draft changed in another window instead of overwriting it, and reloads the latest', async () => {
    const { api, shop } = showDraft({ draft, version: 3 });
    const { user } = await shop;
    api.on(saveDraft, { status: 409, body: { error: 'conflict', message: draftMessages.conflict } });
    await user.type(await screen.findByRole('textbox', { name: 'Note for the designer (spread 1)' }), 'Warmer');
    const conflict = await screen.findByTestId('draft-conflict', {}, { timeout: 3000 });
    expect(conflict).toHaveTextContent(draftMessages.conflict);
    // Nothing more is sent while the conflict stands.
    await user.type(screen.getByRole('textbox', { name: 'Note for the designer (spread 2)' }), '!');
    const newer = { ...draft, spreads: [{ ...draft.spreads[0]!, note: 'From the other window' }, draft.spreads[1]!] };
    api.on(getDraft, { body: { draft: newer, version: 5 } });
    await user.click(within(conflict).getByRole('button', { name: 'Reload the latest' }));
    expect(await screen.findByDisplayValue('From the other window')).toBeInTheDocument();
    expect(screen.queryByTestId('draft-conflict')).not.toBeInTheDocument();
    expect(api.sentTo(saveDraft)).toHaveLength(1);
  });
});

describe('an album with no photos yet', () => {
  it('says so and leads to My Orders to upload them', async () => {
    showDraft({ draft: null, version: 0 }, []);
    const empty = await screen.findByTestId('draft-empty');
    expect(empty).toHaveTextContent('There are no photos for this album yet.');
    expect(within(empty).getByRole('link', { name: 'Upload photos on My Orders' })).toHaveAttribute('href', `/${userId}/orders?orderId=order-1`);
  });

  it('is the shop’s Not Found page for an order the API refuses', async () => {
    const api = fakeApi();
    api.on(getOrder, { status: 404, body: { error: 'not_found', message: 'Not found' } });
    api.on(listPhotos, { status: 404, body: { error: 'not_found', message: 'Not found' } });
    api.on(getDraft, { status: 404, body: { error: 'not_found', message: 'Not found' } });
    await renderInShop(<AlbumDraftPage userId={userId} orderId="order-9" lineId="line-lux" />);
    expect(await screen.findByTestId('error-page')).toHaveTextContent('404');
  });
});

describe('My Orders', () => {
  it('offers the draft on an album line with photos, and not on one without', async () => {
    const withPhotos = await renderInShop(<DraftLink order={paidOrder({ imageCounts: { 'line-lux': 2 } })} lineId="line-lux" />);
    expect(screen.getByRole('link', { name: 'See a draft of your album' })).toHaveAttribute('href', `/${userId}/order-1/draft/line-lux`);
    withPhotos.unmount();
    await renderInShop(<DraftLink order={paidOrder({ imageCounts: {} })} lineId="line-lux" />);
    expect(screen.queryByRole('link', { name: 'See a draft of your album' })).not.toBeInTheDocument();
  });
});
