/**
 * Arranging a line's photos in View Images: moved with the Earlier and Later buttons (the
 * browser journeys drag them and move them with the keyboard on the handle, which need a layout
 * jsdom does not make), saving and saved, a refused order put back as the server has it with its
 * words, nothing to arrange once the order is complete, and no picture for a photo not yet checked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { photoOrderMessages } from '@shared/photo-order';
import type { LineImage } from '@shared/uploads';
import { ViewImagesDialog } from '@/features/uploads/components/view-images-dialog';
import { userId } from './orders';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const listLineImages = 'GET /galleries/user/{userId}/{orderId}/items';
const reorderLineImages = 'PUT /galleries/user/{userId}/{orderId}/items/order';

const photo = (imageId: string, status: LineImage['status'] = 'uploaded'): LineImage => ({
  imageId,
  lineId: 'line-lux',
  fileName: `${imageId}.jpg`,
  status,
  size: 1_000_000,
  ...(status === 'uploaded' && { url: `https://photos.shop.test/${imageId}` }),
});

async function openPhotos(images: () => LineImage[], editable = true) {
  const api = fakeApi();
  api.on(listLineImages, () => ({ body: { images: images() } }));
  const shop = await renderInShop(
    <ViewImagesDialog open onClose={() => {}} userId={userId} orderId="order-1" lineId="line-lux" lineName="Lux" editable={editable} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Photos for Lux' });
  await within(dialog).findAllByRole('listitem');
  const names = () =>
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.dataset.name);
  return { ...shop, api, dialog, names };
}

it('moves a photo by its Earlier and Later buttons, saving the new order and saying so', async () => {
  let stored = [photo('a'), photo('b'), photo('c')];
  const { api, dialog, user, names } = await openPhotos(() => stored);
  expect(names()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  expect(within(dialog).getByRole('button', { name: 'Move a.jpg earlier' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Move c.jpg later' })).toBeDisabled();

  const held = heldAnswer({ body: { imageIds: ['c', 'a', 'b'] } });
  api.on(reorderLineImages, held.handler);
  within(dialog).getByRole('button', { name: 'Move c.jpg earlier' }).focus();
  await user.keyboard('{Enter}');
  // The list moves at once; the order is on its way.
  expect(names()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
  expect(within(dialog).getByTestId('arrange-state')).toHaveTextContent('Saving the new order…');
  stored = [photo('a'), photo('c'), photo('b')];
  held.release();
  await waitFor(() => expect(within(dialog).getByTestId('arrange-state')).toHaveTextContent('New order saved.'));
  expect(api.sentTo(reorderLineImages).map((sent) => sent.body)).toEqual([{ lineId: 'line-lux', imageIds: ['a', 'c', 'b'] }]);
  expect(api.sentTo(reorderLineImages)[0]!.path).toBe('/galleries/user/customer-1/order-1/items/order');

  // The server keeps what it is sent, as the route does.
  api.on(reorderLineImages, (sent) => {
    const { imageIds } = sent.body as { imageIds: string[] };
    stored = imageIds.map((imageId) => photo(imageId));
    return { body: { imageIds } };
  });
  await user.click(within(dialog).getByRole('button', { name: 'Move a.jpg later' }));
  expect(names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
  expect(api.sentTo(reorderLineImages).at(-1)!.body).toEqual({ lineId: 'line-lux', imageIds: ['c', 'a', 'b'] });
  await waitFor(() => expect(within(dialog).getByTestId('arrange-state')).toHaveTextContent('New order saved.'));
  expect(names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
});

it('puts the photos back as the server has them, with its words, when the new order is refused', async () => {
  const stored = [photo('a'), photo('c')];
  const { api, dialog, user, names } = await openPhotos(() => stored);
  api.on(reorderLineImages, {
    status: 400,
    body: { error: 'validation_failed', message: photoOrderMessages.notOnLine, fields: { imageIds: photoOrderMessages.notOnLine } },
  });
  await user.click(within(dialog).getByRole('button', { name: 'Move c.jpg earlier' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(photoOrderMessages.notOnLine);
  await waitFor(() => expect(names()).toEqual(['a.jpg', 'c.jpg']));
  expect(api.sentTo(listLineImages).length).toBeGreaterThanOrEqual(2);
  expect(within(dialog).getByTestId('arrange-state')).toBeEmptyDOMElement();
});

it('offers no handle, Earlier, Later or Remove once the order is complete, and keeps the order', async () => {
  const { dialog, names } = await openPhotos(() => [photo('b'), photo('a')], false);
  expect(names()).toEqual(['b.jpg', 'a.jpg']);
  expect(within(dialog).queryAllByRole('button', { name: /^(Move|Remove) / })).toEqual([]);
  expect(within(dialog).queryByText(/The studio follows this order/)).not.toBeInTheDocument();
});

it('shows a photo not yet checked without a picture, and a picture that fails to load as an empty frame', async () => {
  const { dialog } = await openPhotos(() => [photo('a', 'reserved'), photo('b')]);
  const [unchecked, uploaded] = within(dialog).getAllByRole('listitem');
  expect(within(unchecked!).queryByRole('img')).not.toBeInTheDocument();
  expect(unchecked).toHaveTextContent('Still uploading');
  const picture = within(uploaded!).getByRole('img', { name: 'b.jpg' });
  picture.dispatchEvent(new Event('error'));
  await waitFor(() => expect(within(uploaded!).queryByRole('img')).not.toBeInTheDocument());
  expect(within(uploaded!).getByTestId('no-thumbnail')).toBeInTheDocument();
});
