/**
 * The customer's draft of an album on the editors' dashboard: says so when the customer saved
 * none (and asks for nothing); with a draft, each spread drawn with its photos, must-haves marked,
 * the customer's note under its spread, and the photos left out listed. The browser journey
 * (test/browser/album-draft-editor.test.ts) downloads it.
 */
import { screen, within } from '@testing-library/react';
import type { AlbumDraft } from '@shared/album-draft/schema';
import { CustomerDraftSection } from '@/features/editors';
import { fakeApi, renderInShop } from './shop';

const getDraft = 'GET /orders/{userId}/{orderId}/drafts/{lineId}';
const listPhotos = 'GET /galleries/user/{userId}/{orderId}/items';
const album = { albumName: 'Lux', size: '10x10', pages: 20 };
const crop = { x: 0, y: 0, width: 1, height: 1 };

const draft: AlbumDraft = {
  spreads: [
    { id: 's1', hero: { imageId: 'ceremony', crop: { x: 0, y: 0.2, width: 1, height: 0.5 } }, pages: [], note: 'The arch across both pages, please.' },
    {
      id: 's2',
      pages: [
        {
          template: 'two',
          photos: [
            { imageId: 'rings', crop },
            { imageId: 'cake', crop },
          ],
        },
        { template: 'one', photos: [{ imageId: 'dance', crop }] },
      ],
      note: '',
    },
  ],
  mustHave: ['cake'],
  leaveOut: ['blurry'],
  leftOut: [],
};
const photo = (imageId: string) => ({
  imageId,
  lineId: 'line-1',
  fileName: `${imageId}.jpg`,
  status: 'uploaded',
  size: 1000,
  url: `https://photos.test/${imageId}.jpg`,
  thumbnailUrl: `https://photos.test/thumbs/${imageId}.jpg`,
  width: 1200,
  height: 800,
});

describe('the customer’s draft on the editors’ dashboard', () => {
  it('says the customer has not saved one, and reads nothing', async () => {
    const api = fakeApi();
    await renderInShop(<CustomerDraftSection userId="customer-1" orderId="order-1" lineId="line-1" album={album} />);
    const section = screen.getByRole('region', { name: 'Customer’s draft' });
    expect(section).toHaveTextContent('The customer has not saved a draft of this album.');
    expect(within(section).queryByRole('button', { name: 'Download the draft' })).not.toBeInTheDocument();
    expect(api.sentTo(getDraft)).toHaveLength(0);
  });

  it('draws the spreads with their photos, marks the must-haves, puts each note under its spread and lists the photos left out', async () => {
    const api = fakeApi();
    api.on(getDraft, { body: { draft, version: 3, updatedAt: '2026-11-20T09:30:00.000Z' } });
    api.on(listPhotos, { body: { images: ['ceremony', 'rings', 'cake', 'dance', 'blurry'].map(photo) } });
    await renderInShop(
      <CustomerDraftSection
        userId="customer-1"
        orderId="order-1"
        lineId="line-1"
        album={album}
        saved={{ version: 3, updatedAt: '2026-11-20T09:30:00.000Z' }}
      />,
    );
    const spreads = await screen.findAllByTestId('draft-spread');
    expect(spreads).toHaveLength(2);
    expect(screen.getByText(/2 spreads · saved .* · version 3/)).toBeInTheDocument();

    const [first, second] = spreads.map((s) => within(s));
    expect(first!.getByRole('img', { name: 'ceremony.jpg' })).toHaveAttribute('src', 'https://photos.test/thumbs/ceremony.jpg');
    // The crop shows the middle half of the photo's height: the photo is twice the frame's height, lifted by 40% of it.
    expect(first!.getByRole('img', { name: 'ceremony.jpg' }).style).toMatchObject({ top: '-40.000%', height: '200.000%', width: '100.000%' });
    expect(first!.getByTestId('draft-note')).toHaveTextContent('Customer’s note: The arch across both pages, please.');
    expect(second!.getAllByTestId('draft-frame')).toHaveLength(3);
    expect(second!.getByRole('img', { name: 'cake.jpg (must-have)' })).toBeInTheDocument();
    expect(second!.getByText('Must-have: cake.jpg')).toBeInTheDocument();
    expect(second!.getByText('No note on this spread.')).toBeInTheDocument();

    expect(screen.getByTestId('draft-must-haves')).toHaveTextContent('cake.jpg');
    expect(screen.getByTestId('draft-leave-out')).toHaveTextContent('blurry.jpg');
    expect(screen.getByTestId('draft-left-out')).toHaveTextContent('None.');
    expect(screen.getByRole('button', { name: 'Download the draft' })).toBeEnabled();
    expect(api.sentTo(listPhotos)[0]!.query.get('lineId')).toBe('line-1');
  });

  it('says why when the draft cannot be read', async () => {
    const api = fakeApi();
    api.on(getDraft, { status: 404, body: { error: 'not_found', message: 'Order not found.' } });
    api.on(listPhotos, { body: { images: [] } });
    await renderInShop(
      <CustomerDraftSection
        userId="customer-1"
        orderId="order-1"
        lineId="line-1"
        album={album}
        saved={{ version: 1, updatedAt: '2026-11-20T09:30:00.000Z' }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });
});
