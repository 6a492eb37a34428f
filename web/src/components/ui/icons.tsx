/** Line icons drawn in currentColor; decorative, so hidden from assistive technology. */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const BagIcon = () => (
  <svg {...base}>
    <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </svg>
);

export const ChevronIcon = () => (
  <svg {...base} width={14} height={14}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const MenuIcon = ({ open }: { open: boolean }) => (
  <svg {...base}>{open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</svg>
);
