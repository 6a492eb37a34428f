/**
 * The home page's opening: its pictures turn every 4 s behind the headline, hold while the pointer
 * or the keyboard is on them and for a reader who asks for less motion, and are named for a
 * keyboard or screen reader. Only the first picture, the page's main one, is fetched before the
 * page has loaded. The browser journey (test/browser/storefront-pages.test.ts) turns them on the
 * prerendered page.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hero } from '@/features/home';

let reducedMotion = false;
const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
let pageState: DocumentReadyState = 'complete';

beforeEach(() => {
  reducedMotion = false;
  pageState = 'complete';
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }),
  });
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => pageState });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
  Object.defineProperty(document, 'readyState', readyState);
  delete (document as { readyState?: unknown }).readyState;
});

const carousel = () => screen.getByRole('region', { name: 'Our albums' });
const shown = () => carousel().getAttribute('data-active-index');
const pictures = () =>
  within(carousel())
    .queryAllByRole('img', { hidden: true })
    .map((img) => img.getAttribute('src'));
/** `ms` of time going by, a turn's worth at a time: each turn sets the timer of the next. */
const turn = (ms: number) => {
  for (let left = ms; left > 0; left -= 4000) act(() => jest.advanceTimersByTime(Math.min(left, 4000)));
};

it('fetches only its main picture before the page has loaded, the others after', () => {
  pageState = 'loading';
  render(<Hero />);
  expect(pictures()).toEqual(['/art/home/hero-1600.webp']);
  const main = within(carousel()).getByRole('img');
  expect(main).toHaveAttribute('fetchpriority', 'high');
  expect(main).toHaveAttribute('srcset', '/art/home/hero-800.webp 800w, /art/home/hero-1600.webp 1600w');
  // Its three slides and their controls are there from the start, so nothing moves when the pictures come.
  expect(within(carousel()).getAllByRole('group', { hidden: true })).toHaveLength(3);
  expect(screen.getByRole('button', { name: /^Picture 3 of 3: A wedding album/ })).toBeInTheDocument();
  // Nor does it turn to a picture that is not there.
  turn(8000);
  expect(shown()).toBe('0');

  pageState = 'complete';
  act(() => void window.dispatchEvent(new Event('load')));
  expect(pictures()).toEqual(['/art/home/hero-1600.webp', '/art/home/hero-travel-1600.webp', '/art/home/hero-wedding-1600.webp']);
  for (const later of within(carousel()).getAllByRole('img', { hidden: true }).slice(1)) expect(later).not.toHaveAttribute('fetchpriority');
});

it('turns every 4 s, wrapping round, and holds while the pointer or the focus is on it', () => {
  render(<Hero />);
  turn(3999);
  expect(shown()).toBe('0');
  turn(1);
  expect(shown()).toBe('1');
  turn(8000);
  expect(shown()).toBe('0');

  fireEvent.pointerEnter(carousel(), { pointerType: 'mouse' });
  turn(12_000);
  expect(shown()).toBe('0');
  fireEvent.pointerLeave(carousel(), { pointerType: 'mouse' });
  turn(4000);
  expect(shown()).toBe('1');

  act(() => screen.getByRole('button', { name: 'Next picture' }).focus());
  turn(12_000);
  expect(shown()).toBe('1');
});

it('is worked by keyboard: next, previous, a named picture, and pause', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Hero />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Pause slideshow' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(shown()).toBe('2');
  act(() => screen.getByRole('button', { name: 'Next picture' }).focus());
  await user.keyboard('{Enter}');
  expect(shown()).toBe('0');
  act(() => screen.getByRole('button', { name: /^Picture 2 of 3: A linen travel album/ }).focus());
  await user.keyboard(' ');
  expect(shown()).toBe('1');
  // Paused, it stays where the reader left it, even once the focus has gone.
  act(() => (document.activeElement as HTMLElement).blur());
  turn(12_000);
  expect(shown()).toBe('1');
});

it('stands still for a reader who asks for less motion', () => {
  reducedMotion = true;
  render(<Hero />);
  turn(12_000);
  expect(shown()).toBe('0');
  expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
});
