/** The album design terms, the cancellation policy and the privacy policy, in plain words. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { facts, site } from './facts';

export interface Policy {
  title: string;
  intro: string;
  sections: readonly { heading: string; body: ReactNode }[];
}

export const albumDesignTerms: Policy = {
  title: 'Album design terms',
  intro:
    'Design is part of every album we make. These terms explain what is included, what a revision is, and what we ask of you. You agree to them at checkout.',
  sections: [
    {
      heading: 'What is included',
      body: (
        <p>
          Our designers arrange your photographs across every spread of your album, choosing the layout, the sequence and the crops, and send you a proof. That
          first design is included in the price of your album.
        </p>
      ),
    },
    {
      heading: 'Your photographs',
      body: (
        <>
          <p>
            Upload your pictures from My Orders after checkout. An album holds up to two photographs per page, so you can send up to twice as many images as it
            has pages. We design only once all of them are in and you have marked the order complete.
          </p>
          <p>Please send only photographs you have the right to print. We use them to make your order and for nothing else.</p>
        </>
      ),
    },
    {
      heading: 'Revisions',
      body: (
        <p>
          Changes after the proof are made in rounds. Each round is an Album Revision, bought separately, and requires an album purchase: tell us what to swap,
          move or brighten and we send you a new proof. You can buy one or two.
        </p>
      ),
    },
    {
      heading: 'Printing',
      body: (
        <p>
          We print only a design you have approved. Screens differ, so colours in print can look slightly different from your monitor; our printers are
          calibrated to show your photographs as they were taken.
        </p>
      ),
    },
  ],
};

export const cancellationPolicy: Policy = {
  title: 'Cancellation policy',
  intro: 'We start on every order quickly, so the window to change your mind is short. Here is exactly how it works.',
  sections: [
    {
      heading: `Within ${facts.cancellation.window} of purchase`,
      body: (
        <p>
          You can cancel an order only within {facts.cancellation.window} of purchase. Ask for a callback or reach us during studio hours ({site.hours}) with
          your order number, and we will confirm the cancellation within {facts.cancellation.confirmation}.
        </p>
      ),
    },
    {
      heading: 'Refunds',
      body: (
        <p>
          Once the cancellation is confirmed we refund the card you paid with. The money takes {facts.cancellation.refund} to appear, depending on your bank.
        </p>
      ),
    },
    {
      heading: 'After that',
      body: (
        <p>
          After {facts.cancellation.window} your album or print is already being designed or made for you alone, so the order can no longer be cancelled. If
          something arrives damaged, tell us and we will put it right.
        </p>
      ),
    },
  ],
};

export const privacyPolicy: Policy = {
  title: 'Privacy policy',
  intro: 'We ask only for what we need to make and deliver your order, and we keep your photographs as carefully as you would.',
  sections: [
    {
      heading: 'What we collect',
      body: (
        <p>
          Your name, email address and phone number when you create an account or ask for a callback; your shipping addresses; your orders; and the photographs
          you upload for them.
        </p>
      ),
    },
    {
      heading: 'How we use it',
      body: (
        <p>
          To design, make and ship your order, to keep you up to date on it, and to call you back when you ask us to. We never sell your details or use your
          photographs for anything but your order.
        </p>
      ),
    },
    {
      heading: 'Payments',
      body: <p>Card payments are handled by our card payment provider. Your card number goes straight to them: we never see or store it.</p>,
    },
    {
      heading: 'Your browser',
      body: (
        <p>
          If you shop without signing in, your cart is kept in your own browser&rsquo;s storage so it is still there when you come back. Signing in keeps it
          with your account instead.
        </p>
      ),
    },
    {
      heading: 'Questions',
      body: (
        <p>
          To see, correct or delete what we hold about you, reach us during studio hours ({site.hours}), or read the <Link to="/f-a-q">FAQ</Link> for how to get
          in touch.
        </p>
      ),
    },
  ],
};
