/** The six questions of the FAQ page, answered in the studio's voice with the studio's promises (./facts). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { facts, site } from './facts';

export interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

export const questions: readonly Question[] = [
  {
    id: 'design-included',
    question: 'Is the album design really included?',
    answer: (
      <>
        <p>
          Yes. Every album comes with professional design: you send us your photographs and our designers lay out every spread, then send you a proof to look
          over.
        </p>
        <p>
          If you would like changes once you have seen your proof, an Album Revision gives you another round. Read our{' '}
          <Link to="/terms-and-conditions/album-design">album design terms</Link> for the details.
        </p>
      </>
    ),
  },
  {
    id: 'send-photos',
    question: 'How do I send you my photos?',
    answer: (
      <p>
        After checkout, open My Orders and upload the pictures for each album or print, whenever you are ready. An album takes up to two photos per page, so a
        30-page album can hold 60; a print needs just the one. Mark the order complete when everything is in, and we begin.
      </p>
    ),
  },
  {
    id: 'delivery',
    question: 'How long will my order take?',
    answer: (
      <p>
        Albums are with you in {facts.delivery.albums}, and Edge Prints in {facts.delivery.edgePrints}. Each one is made to order, by hand, so it is worth the
        short wait.
      </p>
    ),
  },
  {
    id: 'shipping',
    question: 'What does shipping cost?',
    answer: <p>Nothing: shipping is free on every order. Any sales tax is calculated at checkout, before you pay.</p>,
  },
  {
    id: 'cancel',
    question: 'Can I cancel my order?',
    answer: (
      <p>
        Yes, within {facts.cancellation.window} of purchase. We confirm your cancellation within {facts.cancellation.confirmation}, and the refund reaches your
        card in {facts.cancellation.refund}. After that your order is already in the studio&rsquo;s hands. See our{' '}
        <Link to="/cancellation-policy">cancellation policy</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    question: 'How can I reach you?',
    answer: (
      <p>
        Ask for a callback on our <Link to="/">home page</Link> and we will ring you back. Our studio is open {site.hours}.
      </p>
    ),
  },
];
