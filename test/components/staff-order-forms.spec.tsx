/**
 * The staff order page's two forms: the status change (Shipped asks for the carrier and tracking
 * number; saved, refused, or clashing with someone else's change) and the Admin's cancel and
 * refund (a reason outside the 24-hour window; refused by the server). The browser journey
 * (test/browser/staff-orders.test.ts) walks them against the local cloud.
 */
import { ReadableStream as NodeReadableStream, TransformStream as NodeTransformStream } from 'node:stream/web';
import { screen, waitFor } from '@testing-library/react';
import { staffMessages } from '@shared/staff-orders';
import { LinePhotos, StaffOrderPage } from '@/features/staff-orders';
import { RefundForm } from '@/features/staff-orders/components/refund-form';
import { StatusForm } from '@/features/staff-orders/components/status-form';
import { queryClient } from '@/lib/query-client';
import { paidOrder, userId } from './orders';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const setStatus = 'PUT /orders/{userId}/{orderId}/status-update';
const refund = 'POST /orders/{userId}/{orderId}/refund';
const save = () => screen.getByTestId('save-status');

describe('the status change', () => {
  async function openForm() {
    const onReload = jest.fn();
    const shop = await renderInShop(<StatusForm order={paidOrder()} onReload={onReload} />);
    return { ...shop, onReload };
  }

  it('asks for the carrier and tracking number of a shipment, with focus on the first, and sends nothing without them', async () => {
    const api = fakeApi();
    const { user } = await openForm();
    expect(screen.getByLabelText('Status')).toHaveValue('Awaiting user images');
    expect(screen.queryByLabelText('Carrier')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    await user.click(save());
    expect(screen.getByLabelText('Carrier')).toHaveAccessibleDescription('Enter the carrier.');
    expect(screen.getByLabelText('Carrier')).toHaveFocus();
    expect(screen.getByLabelText('Tracking number')).toHaveAccessibleDescription('Enter the tracking number.');
    expect(api.sentTo(setStatus)).toEqual([]);
    // Another status needs neither.
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    expect(screen.queryByLabelText('Carrier')).not.toBeInTheDocument();
  });

  it('saves a shipment with the version it read, says Saving… meanwhile, then Saved', async () => {
    const api = fakeApi();
    const held = heldAnswer({ status: 200, body: paidOrder({ status: 'Shipped', version: 2 }) });
    api.on(setStatus, held.handler);
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
    await user.type(screen.getByLabelText('Carrier'), 'UPS');
    await user.type(screen.getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(save());
    expect(save()).toHaveTextContent('Saving…');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    expect(api.sentTo(setStatus)).toEqual([
      expect.objectContaining({
        path: `/orders/${userId}/order-1/status-update`,
        body: { status: 'Shipped', version: 1, readyForEditing: false, shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } },
      }),
    ]);
    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Shipped.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets whether the order is ready for editing, with the status', async () => {
    const api = fakeApi();
    api.on(setStatus, { body: paidOrder({ readyForEditing: true, version: 2 }) });
    const { user } = await openForm();
    expect(screen.getByLabelText('Ready for editing')).toHaveValue('no');
    await user.selectOptions(screen.getByLabelText('Ready for editing'), 'yes');
    await user.click(save());
    expect(await screen.findByText('Saved: Awaiting user images.')).toBeInTheDocument();
    expect(api.sentTo(setStatus).map((r) => r.body)).toEqual([{ status: 'Awaiting user images', version: 1, readyForEditing: true }]);
    expect(screen.getByLabelText('Ready for editing')).toHaveValue('yes');
  });

  it('says why a change was refused, and offers Reload when someone else changed the order first', async () => {
    const api = fakeApi();
    api.on(setStatus, { status: 409, body: { error: 'conflict', message: staffMessages.versionConflict } });
    const { user, onReload } = await openForm();
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.versionConflict);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('Delivered');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
  });
});

describe('the status change on the order page', () => {
  const getOrder = 'GET /staff/orders/{orderId}';
  const photos = 'GET /galleries/user/{userId}/{orderId}/items';
  const statusSelect = () => screen.getByRole('combobox', { name: 'Status' });

  const employee = 'Employee' as const;
  async function openPage(api: ReturnType<typeof fakeApi>) {
    api.on(photos, { body: { images: [] } });
    const shop = await renderInShop(<StaffOrderPage orderId="order-1" role={employee} />);
    await screen.findByTestId('status-form');
    return shop;
  }

  it('says Saved once the order page shows the stored order, and the form shows its status', async () => {
    const api = fakeApi();
    api.on(getOrder, { body: paidOrder() });
    api.on(setStatus, { body: paidOrder({ status: 'Delivered', version: 2 }) });
    const { user } = await openPage(api);
    await user.selectOptions(statusSelect(), 'Delivered');
    await user.click(save());
    expect(await screen.findByTestId('status-saved')).toHaveTextContent('Saved: Delivered.');
    expect(screen.getByTestId('staff-order-status')).toHaveTextContent('Delivered');
    expect(statusSelect()).toHaveValue('Delivered');
    // Choosing again puts the saved word away: it spoke of the last save.
    await user.selectOptions(statusSelect(), 'Returned');
    expect(screen.queryByTestId('status-saved')).not.toBeInTheDocument();
  });

  it('keeps a choice being made when the order is read again changed, says so, and the save then meets the conflict', async () => {
    const api = fakeApi();
    api.on(getOrder, { body: paidOrder() });
    const { user } = await openPage(api);
    await user.selectOptions(statusSelect(), 'Manufacturing');
    api.on(getOrder, { body: paidOrder({ status: 'Editing started', version: 2 }) });
    await queryClient.refetchQueries({ queryKey: ['staff', 'order', 'order-1'] });
    expect(await screen.findByTestId('status-changed-meanwhile')).toHaveTextContent('Someone else changed this order to Editing started');
    expect(statusSelect()).toHaveValue('Manufacturing');
    api.on(setStatus, { status: 409, body: { error: 'conflict', message: staffMessages.versionConflict } });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.versionConflict);
    expect(api.sentTo(setStatus).map((r) => r.body)).toEqual([{ status: 'Manufacturing', version: 1, readyForEditing: false }]);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(statusSelect()).toHaveValue('Editing started'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an order that does not exist as a page with a heading and the way back', async () => {
    const api = fakeApi();
    api.on(getOrder, { status: 404, body: { error: 'not_found', message: staffMessages.orderNotFound } });
    await renderInShop(<StaffOrderPage orderId="order-9" role={employee} />);
    expect(await screen.findByRole('heading', { level: 1, name: staffMessages.orderNotFound })).toBeInTheDocument();
    expect(screen.getByText(/No order has the id order-9/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /outstanding orders/i }).at(-1)).toHaveAttribute('href', '/admin/outstanding-orders');
  });

  it('writes when the order was placed as the history writes its changes', async () => {
    const api = fakeApi();
    api.on(getOrder, { body: paidOrder() });
    await openPage(api);
    const times = [...document.querySelectorAll('time')].map((t) => t.textContent);
    expect(times).toHaveLength(2);
    for (const time of times) expect(time).toMatch(/^Mar 2, 2026, \d{1,2}:0\d\s[AP]M$/);
  });

  it('takes a newer order read while nothing is being chosen', async () => {
    const api = fakeApi();
    api.on(getOrder, { body: paidOrder() });
    await openPage(api);
    api.on(getOrder, { body: paidOrder({ status: 'Editing started', version: 2 }) });
    await queryClient.refetchQueries({ queryKey: ['staff', 'order', 'order-1'] });
    await waitFor(() => expect(statusSelect()).toHaveValue('Editing started'));
    expect(screen.queryByTestId('status-changed-meanwhile')).not.toBeInTheDocument();
  });
});

describe('the photos zip', () => {
  const photos = 'GET /galleries/user/{userId}/{orderId}/items';
  const savePicker = (answer: () => Promise<unknown>) => {
    const picker = jest.fn(answer);
    Object.assign(window, { showSaveFilePicker: picker });
    return picker;
  };
  // client-zip builds the zip as a web stream, which this jsdom lacks: Node's own, for these tests.
  const had = { ReadableStream: globalThis.ReadableStream, TransformStream: globalThis.TransformStream };
  beforeAll(() => Object.assign(globalThis, { ReadableStream: NodeReadableStream, TransformStream: NodeTransformStream }));
  afterAll(() => Object.assign(globalThis, had));
  afterEach(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });

  it('takes a cancelled save dialog as a choice, not an error', async () => {
    fakeApi().on(photos, {
      body: { images: [{ imageId: 'i1', lineId: 'line-lux', fileName: 'a.jpg', status: 'uploaded', size: 40960, url: 'https://photos.test/a.jpg' }] },
    });
    const picker = savePicker(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    const { user } = await renderInShop(<LinePhotos userId={userId} orderId="order-1" lineId="line-lux" lineName="Lux album" />);
    await user.click(await screen.findByRole('button', { name: 'Download all 1 as a zip' }));
    expect(picker).toHaveBeenCalled();
    await screen.findByRole('button', { name: 'Download all 1 as a zip' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the zip was not saved when saving fails', async () => {
    fakeApi().on(photos, {
      body: { images: [{ imageId: 'i1', lineId: 'line-lux', fileName: 'a.jpg', status: 'uploaded', size: 40960, url: 'https://photos.test/a.jpg' }] },
    });
    savePicker(() => Promise.reject(new DOMException('The disk is full.', 'QuotaExceededError')));
    const { user } = await renderInShop(<LinePhotos userId={userId} orderId="order-1" lineId="line-lux" lineName="Lux album" />);
    await user.click(await screen.findByRole('button', { name: 'Download all 1 as a zip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The zip was not saved: The disk is full.');
  });
});

describe('cancel and refund', () => {
  const outsideWindow = () => paidOrder({ createdAt: '2026-01-02T10:00:00.000Z', paidAt: '2026-01-02T10:01:00.000Z' });

  it('asks for the reason once the 24-hour window has passed, and sends it, saying Refunding… meanwhile', async () => {
    const api = fakeApi();
    const held = heldAnswer({
      status: 200,
      body: paidOrder({ status: 'Cancelled', refund: { refundId: 're_1', amount: 64250, refundedAt: '2026-03-03T10:00:00.000Z', reason: 'Duplicate order' } }),
    });
    api.on(refund, held.handler);
    const { user } = await renderInShop(<RefundForm order={outsideWindow()} />);
    expect(screen.getByText(/The 24-hour cancellation window has passed/)).toBeInTheDocument();
    const reason = screen.getByLabelText('Reason for the override');
    expect(reason).not.toBeRequired();
    await user.type(reason, '  Duplicate order ');
    await user.click(screen.getByTestId('refund'));
    expect(screen.getByTestId('refund')).toHaveTextContent('Refunding…');
    expect(api.sentTo(refund).map((r) => r.body)).toEqual([{ version: 1, reason: 'Duplicate order' }]);
    held.release();
    await waitFor(() => expect(screen.getByTestId('refund')).toHaveTextContent('Cancel the order and refund'));
  });

  it('shows the server’s refusal and keeps the reason', async () => {
    const api = fakeApi();
    api.on(refund, {
      status: 400,
      body: { error: 'validation_failed', message: 'Give the reason for refunding after 24 hours.', fields: { reason: 'Give the reason.' } },
    });
    const { user } = await renderInShop(<RefundForm order={outsideWindow()} />);
    await user.type(screen.getByLabelText('Reason for the override'), 'Late');
    await user.click(screen.getByTestId('refund'));
    expect(await screen.findByText('Give the reason for refunding after 24 hours.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Reason for the override')).toHaveAccessibleDescription('Give the reason.');
    expect(screen.getByLabelText('Reason for the override')).toHaveValue('Late');
  });
});
