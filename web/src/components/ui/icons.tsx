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

export const MenuIcon = ({ open }: { open: boolean }) => <svg {...base}>{open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</svg>;

export const ArrowIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg {...base}>{direction === 'left' ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}</svg>
);

export const PauseIcon = ({ paused }: { paused: boolean }) => (
  <svg {...base} width={16} height={16}>
    {paused ? <path d="M8 5.5v13l10-6.5z" /> : <path d="M9 5v14M15 5v14" />}
  </svg>
);

export const PlusIcon = ({ open }: { open: boolean }) => (
  <svg {...base} width={18} height={18}>
    <path d="M5 12h14" />
    {!open && <path d="M12 5v14" />}
  </svg>
);
