/**
 * The uploader's states as a customer sees them on My Orders: each photo waiting, sending with
 * its percentage, checking, done, refused with the server's reason or failed with a Retry, the
 * batch's counts (the server's) and state, a file that is no image refused where it was chosen, the
 * low-resolution warning (for the photos the server holds too); View Images with photos still arriving, uploaded
 * or refused after they arrived; and Step 2. The browser journeys (test/browser/uploads.test.ts)
 * send real photos to the local S3 and resume them after a reload.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@shared/messages';
import { uploadProgressWords } from '@shared/upload-progress';
import { uploadMessages, uploadStates, type LineImage } from '@shared/uploads';
import { CompleteStep } from '@/features/uploads/components/complete-step';
import { LineUploads } from '@/features/uploads/components/line-uploads';
import { LowResolutionWarning } from '@/features/uploads/components/low-resolution-warning';
import { UploadList } from '@/features/uploads/components/upload-list';
import { ViewImagesDialog } from '@/features/uploads/components/view-images-dialog';
import type { UploadLine } from '@/features/uploads/photo-choice';
import type { PhotoRow } from '@/features/uploads/use-photo-uploader';
import { paidOrder, userId } from './orders';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const listLineImages = 'GET /galleries/user/{userId}/{orderId}/items';
const signUploads = 'POST /galleries/user/{userId}/{orderId}';
const removeLineImage = 'DELETE /galleries/user/{userId}/{orderId}/items/{imageId}';
const completeUploads = 'POST /orders/{userId}/{orderId}/uploads-complete';

const row = (fileName: string, state: PhotoRow['state'], percent: number): PhotoRow => ({
  id: fileName,
  fileName,
  size: 1_000_000,
  bytesUploaded: percent * 10_000,
  percent,
  state,
  preview: `blob:${fileName}`,
});

describe('the list of a batch of photos', () => {
  const rows = [
    row('ceremony-1.jpg', 'done', 100),
    row('ceremony-2.jpg', 'sending', 42),
    row('ceremony-3.jpg', 'waiting', 0),
    row('toast.jpg', 'checking', 100),
    { ...row('notes.jpg', 'refused', 100), preview: undefined, reason: uploadMessages.notPrintable('notes.jpg') },
    { ...row('vows.png', 'failed', 60), reason: 'The photos of this order were already sent to the studio.' },
  ];
  const progress = { percent: 50, done: 1, count: 6, refused: 1 };

  it('shows each photo’s true state: waiting, sending with its percentage, checking, received, refused with the reason, failed', async () => {
    await renderInShop(<UploadList rows={rows} progress={progress} state="Sending photos: 3 of 6 sent…" refused={[]} onRetry={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sending photos: 3 of 6 sent…');
    // The counts are the server's: one photo received, one refused, of six.
    expect(screen.getByRole('progressbar', { name: /All photos: 1 of 6 received, 1 refused/ })).toHaveAttribute('value', '50');
    const photos = screen.getAllByRole('listitem');
    expect(photos.map((li) => [li.querySelector('.upload-photo__name')?.textContent, li.querySelector('.upload-photo__state')?.textContent])).toEqual([
      ['ceremony-1.jpg', uploadStates.done],
      ['ceremony-2.jpg', 'Sending 42%'],
      ['ceremony-3.jpg', 'Waiting'],
      ['toast.jpg', 'Checking'],
      ['notes.jpg', `Refused: ${uploadMessages.notPrintable('notes.jpg')}`],
      ['vows.png', `${uploadStates.failed}: The photos of this order were already sent to the studio.`],
    ]);
    expect(screen.getByRole('progressbar', { name: 'ceremony-2.jpg sent' })).toHaveAttribute('value', '42');
    // A refused photo shows no picture and no progress.
    expect(within(photos[4]!).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'notes.jpg sent' })).toHaveAttribute('value', '0');
    // Only the failed photo offers Retry.
    expect(screen.getAllByRole('button', { name: /^Retry/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Retry vows.png']);
  });

  it('sends a failed photo again from its own Retry', async () => {
    const onRetryPhoto = jest.fn();
    const { user } = await renderInShop(
      <UploadList rows={rows} progress={progress} state={uploadStates.failed} refused={[]} onRetry={() => {}} onRetryPhoto={onRetryPhoto} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Upload failed');
    await user.click(screen.getByRole('button', { name: 'Retry vows.png' }));
    expect(onRetryPhoto).toHaveBeenCalledWith('vows.png');
  });

  it('says when every photo is through', async () => {
    await renderInShop(
      <UploadList
        rows={[row('a.jpg', 'done', 100)]}
        progress={{ percent: 100, done: 1, count: 1 }}
        state={uploadStates.done}
        refused={[]}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Upload successful');
    expect(screen.getByRole('progressbar', { name: /All photos: 1 of 1 received/ })).toHaveAttribute('value', '100');
  });

  it('names each refused photo with its reason, and shows no batch before anything is chosen', async () => {
    await renderInShop(
      <UploadList
        rows={[]}
        progress={{ percent: 0, done: 0, count: 0 }}
        state={undefined}
        onRetry={() => {}}
        refused={[
          { fileName: 'notes.txt', reason: messages.imagesOnly },
          { fileName: 'toast.jpg', reason: uploadMessages.lostInReload },
        ]}
      />,
    );
    const refused = screen.getByRole('alert');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`notes.txt: ${messages.imagesOnly}`, `toast.jpg: ${uploadMessages.lostInReload}`]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('a line’s Step 1', () => {
  const lux: UploadLine = { lineId: 'line-lux', kind: 'album', name: 'Lux', size: '10x10', limit: 40 };

  it('refuses a text file named .jpg where it was chosen, at once, and signs nothing', async () => {
    const api = fakeApi();
    api.on(listLineImages, { body: { images: [] } });
    api.on(signUploads, { body: { signedUrls: [] } });
    const { user } = await renderInShop(<LineUploads userId={userId} orderId="order-refuse" line={lux} counted={0} open />);
    await user.upload(screen.getByTestId('photo-input'), new File(['these are not the pixels'], 'holiday.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`holiday.jpg: ${uploadProgressWords.notPrintableChosen('holiday.jpg')}`);
    expect(screen.queryByTestId('upload-photo')).not.toBeInTheDocument();
    expect(api.sentTo(signUploads)).toEqual([]);
  });

  it('warns about the photos the server holds that are too small for the print, before anything is chosen (after a reload)', async () => {
    const api = fakeApi();
    api.on(listLineImages, {
      body: {
        images: [
          image('img-1', 'small.jpg', 'uploaded', { width: 1200, height: 900 }),
          image('img-2', 'large.jpg', 'uploaded', { width: 3000, height: 2000 }),
          image('img-3', 'refused.jpg', 'rejected', { url: undefined, reason: uploadMessages.notPrintable('refused.jpg') }),
        ],
      },
    });
    await renderInShop(<LineUploads userId={userId} orderId="order-reload" line={lux} counted={2} open />);
    const warning = await screen.findByTestId('low-resolution');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['small.jpg']);
  });
});

describe('the low-resolution warning', () => {
  it('names the photos below 150 ppi at the print size, and is absent when there are none', async () => {
    const { rerender } = await renderInShop(<LowResolutionWarning names={['ceremony-1.jpg', 'ceremony-2.jpg']} size="10x10" />);
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('2 photos are below 150 ppi at 10 × 10 in and may print soft.');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ceremony-1.jpg', 'ceremony-2.jpg']);
    rerender(<LowResolutionWarning names={['ceremony-1.jpg']} size="10x10" />);
    expect(screen.getByRole('status')).toHaveTextContent('1 photo is below 150 ppi');
    rerender(<LowResolutionWarning names={[]} size="10x10" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

const image = (imageId: string, fileName: string, status: LineImage['status'], more: Partial<LineImage> = {}): LineImage => ({
  imageId,
  lineId: 'line-lux',
  fileName,
  status,
  size: 1_000_000,
  url: `https://photos.shop.test/${imageId}`,
  ...more,
});

describe('View Images', () => {
  async function openPhotos(images: LineImage[] | (() => LineImage[]), editable = true) {
    const api = fakeApi();
    api.on(listLineImages, () => ({ body: { images: typeof images === 'function' ? images() : images } }));
    const shop = await renderInShop(
      <ViewImagesDialog open onClose={() => {}} userId={userId} orderId="order-1" lineId="line-lux" lineName="Lux" editable={editable} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Photos for Lux' });
    return { ...shop, api, dialog };
  }

  it('shows each photo by its name: uploaded, still arriving, or refused with the studio’s reason', async () => {
    const { dialog, api } = await openPhotos([
      image('img-1', 'first-dance.png', 'uploaded', { thumbnailUrl: 'https://photos.shop.test/img-1-thumb' }),
      image('img-2', 'toast.jpg', 'reserved'),
      image('img-3', 'holiday.jpg', 'rejected', { reason: uploadMessages.notPrintable('holiday.jpg') }),
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading photos…');
    const photos = await within(dialog).findAllByRole('listitem');
    expect(within(photos[0]!).getByRole('img', { name: 'first-dance.png' })).toHaveAttribute('src', 'https://photos.shop.test/img-1-thumb');
    expect(photos[1]).toHaveTextContent('Still uploading');
    expect(photos[2]).toHaveTextContent(`Refused: ${uploadMessages.notPrintable('holiday.jpg')}`);
    // A refused photo shows no picture.
    expect(within(photos[2]!).queryByRole('img')).not.toBeInTheDocument();
    expect(api.sentTo(listLineImages)[0]?.query.get('lineId')).toBe('line-lux');
  });

  it('looks again while a photo is still arriving, until it is settled', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let checked = false;
      const { dialog, api } = await openPhotos(() => [image('img-2', 'toast.jpg', checked ? 'uploaded' : 'reserved')]);
      await within(dialog).findByText('Still uploading');
      checked = true;
      await jest.advanceTimersByTimeAsync(2_000);
      expect(await within(dialog).findByRole('img', { name: 'toast.jpg' })).toBeInTheDocument();
      expect(within(dialog).queryByText('Still uploading')).not.toBeInTheDocument();
      await jest.advanceTimersByTimeAsync(10_000);
      expect(api.sentTo(listLineImages)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('removes a photo, saying Removing… meanwhile, and offers no Remove once the order is complete', async () => {
    const { dialog, api, user, unmount } = await openPhotos([image('img-1', 'ceremony-1.jpg', 'uploaded'), image('img-2', 'ceremony-2.jpg', 'uploaded')]);
    const held = heldAnswer({ body: { imageCounts: { 'order-1': { 'line-lux': 1 } } } });
    api.on(removeLineImage, held.handler);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove ceremony-2.jpg' }));
    expect(within(dialog).getByRole('button', { name: 'Remove ceremony-2.jpg' })).toHaveTextContent('Removing…');
    expect(within(dialog).getByRole('button', { name: 'Remove ceremony-2.jpg' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(within(dialog).queryByText('ceremony-2.jpg')).not.toBeInTheDocument());
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(api.sentTo(removeLineImage).map((r) => r.path)).toEqual(['/galleries/user/customer-1/order-1/items/img-2']);
    unmount();

    await openPhotos([image('img-1', 'ceremony-1.jpg', 'uploaded')], false);
    expect(await screen.findByText('ceremony-1.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('says so when there are no photos', async () => {
    await openPhotos([]);
    expect(await screen.findByText(messages.noImagesForItem)).toBeInTheDocument();
  });

  it('says why the photos could not be read', async () => {
    const api = fakeApi();
    api.on(listLineImages, { status: 404, body: { error: 'not_found', message: 'No such order.' } });
    await renderInShop(<ViewImagesDialog open onClose={() => {}} userId={userId} orderId="order-1" lineId="line-lux" lineName="Lux" editable />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.imagesLoadFailed('No such order.'));
  });

  it('asks the customer to sign in again when the session has ended', async () => {
    const api = fakeApi();
    api.on(listLineImages, { status: 401, body: { error: 'unauthorized', message: 'Signed out.' } });
    await renderInShop(<ViewImagesDialog open onClose={() => {}} userId={userId} orderId="order-1" lineId="line-lux" lineName="Lux" editable />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.uploadAuth);
  });
});

describe('Step 2, Click when complete', () => {
  it('refuses while a line has no photo, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderInShop(<CompleteStep userId={userId} orderId="order-1" ready={false} />);
    await user.click(screen.getByRole('button', { name: 'Click when complete' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.completeNeedsAllImages);
    expect(api.sentTo(completeUploads)).toEqual([]);
  });

  it('sends the order to the studio, saying so meanwhile; a refusal says why', async () => {
    const api = fakeApi();
    const held = heldAnswer({ body: paidOrder({ status: 'Sent to editing team', readyForEditing: true }) });
    api.on(completeUploads, held.handler);
    const { user } = await renderInShop(<CompleteStep userId={userId} orderId="order-1" ready />);
    await user.click(screen.getByRole('button', { name: 'Click when complete' }));
    expect(screen.getByRole('button', { name: 'Sending to the studio…' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('button', { name: 'Click when complete' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.sentTo(completeUploads)).toHaveLength(1);

    api.on(completeUploads, { status: 409, body: { error: 'conflict', message: 'The print has no photo yet.' } });
    await user.click(screen.getByRole('button', { name: 'Click when complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The print has no photo yet.');
  });
});
