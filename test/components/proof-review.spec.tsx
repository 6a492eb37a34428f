/**
 * The customer's proof review on My Orders (docs/editing.md): where the design stands,
 * the viewer's spreads turned by buttons and keys, zoom, a comment per spread, and the two answers
 * each confirmed before it is sent (approve, or ask for changes), with their sending and failed
 * states; once the rounds are used, the offer of an Album Revision. The browser journey
 * (test/browser/editing.test.ts) takes a real album through two proofs, with swipes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { LineDesign, OrderDesigns } from '@shared/editing';
import type { Order } from '@shared/orders';
import { proofMessages } from '@shared/proofs';
import { ProofReview } from '@/features/proofs';
import { paidOrder, userId } from './orders';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const getProof = 'GET /orders/{userId}/{orderId}/proof';
const answerProof = 'POST /orders/{userId}/{orderId}/proof-answer';

const spreads = ['spread-1.png', 'spread-2.png', 'spread-3.png'].map((fileName, i) => ({
  spreadId: `s${i + 1}`,
  fileName,
  url: `https://proofs.shop.test/${fileName}`,
}));

function designs(line: Partial<LineDesign>, status: Order['status'] = 'Waiting for client approval'): OrderDesigns {
  return {
    orderId: 'order-1',
    status,
    version: 4,
    lines: [
      {
        lineId: 'line-lux',
        albumName: 'Lux',
        state: 'with-customer',
        roundsAllowed: 2,
        rounds: [{ round: 1, spreads, sentAt: '2026-03-10T09:00:00.000Z' }],
        ...line,
      },
    ],
  };
}

/** The order with one revision bought for its album: two proofs in all. */
const orderAt = (status: Order['status'], revisionsBought = 1) => {
  const order = paidOrder({ status });
  return { ...order, albums: order.albums.map((a) => ({ ...a, revisionsBought })) };
};

async function showReview(order: Order, proof: OrderDesigns) {
  const api = fakeApi();
  api.on(getProof, { body: proof });
  const shop = await renderInShop(<ProofReview userId={userId} order={order} />);
  return { ...shop, api };
}

async function openViewer(order: Order, proof: OrderDesigns) {
  const shop = await showReview(order, proof);
  await shop.user.click(await screen.findByRole('button', { name: /Review your design|See the design/ }));
  const viewer = screen.getByRole('dialog', { name: /album/ });
  return { ...shop, viewer };
}

const position = (viewer: HTMLElement) => within(viewer).getByText(/^Spread \d+ of \d+/);

/** A first round the customer answered by asking for changes, with one comment on `spreadId`. */
const changesAskedOn = (spreadId: string) =>
  designs(
    {
      state: 'changes-requested',
      rounds: [
        {
          round: 1,
          spreads,
          sentAt: '2026-03-10T09:00:00.000Z',
          answer: { decision: 'changes', at: '2026-03-11T09:00:00.000Z', comments: [{ spreadId, comment: 'Warmer, please' }] },
        },
      ],
    },
    'Editing started',
  );

describe('where the design stands', () => {
  it('asks the customer to review a proof that waits for them', async () => {
    await showReview(orderAt('Waiting for client approval'), designs({}));
    expect(await screen.findByText(/Your design is ready\. Look through every spread/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review your design' })).toBeInTheDocument();
  });

  it('says the changes are being made after the customer asked for them', async () => {
    await showReview(orderAt('Editing started'), changesAskedOn('s3'));
    expect(await screen.findByText(/We are making the changes you asked for/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See the design' })).toBeInTheDocument();
  });

  it('says the design is locked once approved, and shows it again without the answers', async () => {
    const { user } = await showReview(
      orderAt('album-approved'),
      designs(
        {
          state: 'approved',
          rounds: [{ round: 1, spreads, sentAt: '2026-03-10T09:00:00.000Z', answer: { decision: 'approved', at: '2026-03-11T09:00:00.000Z', comments: [] } }],
        },
        'album-approved',
      ),
    );
    expect(await screen.findByText(/You approved your design\. It is locked/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the design' }));
    const viewer = screen.getByRole('dialog', { name: /Lux album/ });
    expect(within(viewer).queryByRole('button', { name: 'Approve the design' })).not.toBeInTheDocument();
    expect(within(viewer).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the design is not ready yet while no proof was sent', async () => {
    await showReview(orderAt('Waiting for client approval'), designs({ state: 'draft', rounds: [] }));
    expect(await screen.findByText(proofMessages.noProofYet)).toBeInTheDocument();
  });

  it('shows nothing and reads nothing for an order not at the design’s steps', async () => {
    const { api, container } = await showReview(orderAt('Awaiting user images'), designs({}));
    expect(container).toBeEmptyDOMElement();
    expect(api.sentTo(getProof)).toEqual([]);
  });
});

describe('the proof viewer', () => {
  it('turns the spreads with Next, Previous and the arrow keys, and zooms with Z', async () => {
    const { user, viewer } = await openViewer(orderAt('Waiting for client approval'), designs({}));
    expect(within(viewer).getByRole('heading', { name: 'Lux album · Proof 1 of 2' })).toBeInTheDocument();
    expect(position(viewer)).toHaveTextContent('Spread 1 of 3: spread-1.png');
    expect(within(viewer).getByRole('img', { name: 'Lux album, spread-1.png' })).toHaveAttribute('src', 'https://proofs.shop.test/spread-1.png');
    expect(within(viewer).getByRole('button', { name: '← Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(viewer).getByRole('button', { name: 'Next →' }));
    expect(position(viewer)).toHaveTextContent('Spread 2 of 3: spread-2.png');
    await user.keyboard('{ArrowRight}');
    expect(position(viewer)).toHaveTextContent('Spread 3 of 3: spread-3.png');
    expect(within(viewer).getByRole('button', { name: 'Next →' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(viewer).getByRole('button', { name: '← Previous' }));
    expect(position(viewer)).toHaveTextContent('Spread 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(position(viewer)).toHaveTextContent('Spread 3 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(position(viewer)).toHaveTextContent('Spread 1 of 3');
    expect(within(viewer).getByRole('button', { name: '← Previous' })).toHaveAttribute('aria-disabled', 'true');

    const zoom = within(viewer).getByRole('button', { name: 'Zoom in' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    zoom.focus();
    await user.keyboard('z');
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(viewer).getByRole('region', { name: /Zoomed spread/ })).toBeInTheDocument();
    // Turning the spread zooms out.
    await user.click(within(viewer).getByRole('button', { name: 'Next →' }));
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
  });

  it('keeps the keyboard on Next when it reaches the last spread, so the arrow keys still turn them', async () => {
    const { user, viewer } = await openViewer(orderAt('Waiting for client approval'), designs({}));
    const next = within(viewer).getByRole('button', { name: 'Next →' });
    await user.click(next);
    await user.click(next);
    expect(position(viewer)).toHaveTextContent('Spread 3 of 3');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(position(viewer)).toHaveTextContent('Spread 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(position(viewer)).toHaveTextContent('Spread 2 of 3');
  });

  it('keeps the arrow keys for the text while a comment is written', async () => {
    const { user, viewer } = await openViewer(orderAt('Waiting for client approval'), designs({}));
    await user.click(within(viewer).getByRole('textbox', { name: 'Comment on this spread (optional)' }));
    await user.keyboard('Brighter{ArrowLeft}{ArrowRight}z');
    expect(position(viewer)).toHaveTextContent('Spread 1 of 3');
    expect(within(viewer).getByRole('textbox')).toHaveValue('Brighterz');
  });

  it('closes with Close and hands focus back to the button that opened it', async () => {
    const { user, viewer } = await openViewer(orderAt('Waiting for client approval'), designs({}));
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Review your design' })).toHaveFocus();
  });

  it('shows the comment the customer gave on a spread of an answered round', async () => {
    const { viewer } = await openViewer(orderAt('Editing started'), changesAskedOn('s1'));
    expect(within(viewer).getByText('Your comment: “Warmer, please”')).toBeInTheDocument();
  });
});

describe('answering the proof', () => {
  it('asks for a comment before changes can be requested, then confirms and sends them', async () => {
    const { user, viewer, api } = await openViewer(orderAt('Waiting for client approval'), designs({}));
    const request = within(viewer).getByRole('button', { name: 'Request changes' });
    expect(request).toBeDisabled();
    expect(within(viewer).getByText(proofMessages.commentNeeded)).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Next →' }));
    await user.click(within(viewer).getByRole('button', { name: 'Next →' }));
    await user.type(within(viewer).getByRole('textbox', { name: 'Comment on this spread (optional)' }), '  Swap the last two photos  ');
    await user.click(within(viewer).getByRole('button', { name: 'Request changes (1)' }));
    const confirm = within(viewer).getByRole('group', { name: 'Confirm your answer' });
    expect(confirm).toHaveTextContent('Send 1 comment to our designers? This uses a revision round.');

    const held = heldAnswer({ body: orderAt('Editing started') });
    api.on(answerProof, held.handler);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, send my comments' }));
    expect(within(confirm).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(api.sentTo(answerProof).map((r) => r.body)).toEqual([
      { decision: 'changes', rounds: { 'line-lux': 1 }, comments: [{ lineId: 'line-lux', spreadId: 's3', comment: 'Swap the last two photos' }] },
    ]);
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirms an approval, and says why one was refused; Back returns to the answers', async () => {
    const { user, viewer, api } = await openViewer(orderAt('Waiting for client approval'), designs({}));
    api.on(answerProof, { status: 409, body: { error: 'conflict', message: proofMessages.proofChanged } });
    await user.click(within(viewer).getByRole('button', { name: 'Approve the design' }));
    const confirm = within(viewer).getByRole('group', { name: 'Confirm your answer' });
    expect(confirm).toHaveTextContent('Approving locks your design: it is printed exactly as you see it, and can no longer change.');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, approve the design' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(proofMessages.proofChanged);
    expect(api.sentTo(answerProof).map((r) => r.body)).toEqual([{ decision: 'approve', rounds: { 'line-lux': 1 } }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(within(viewer).getByRole('button', { name: 'Approve the design' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers an Album Revision instead of comments once the album’s rounds are used', async () => {
    const { viewer } = await openViewer(orderAt('Waiting for client approval', 0), designs({ roundsAllowed: 1 }));
    expect(within(viewer).getByRole('heading', { name: 'Lux album · Proof 1 of 1' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: /Request changes/ })).not.toBeInTheDocument();
    expect(within(viewer).getByText(new RegExp(proofMessages.noRoundsLeft.replace(/\./g, '\\.')))).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Buy an Album Revision' })).toHaveAttribute(
      'href',
      '/shop/products/Album-Revision?orderId=order-1&lineId=line-lux',
    );
    expect(within(viewer).getByRole('button', { name: 'Approve the design' })).toBeEnabled();
  });
});
