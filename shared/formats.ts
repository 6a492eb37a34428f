/**
 * How the shop writes numbers people read: phone numbers, file sizes, and moments in time (one
 * format for every date and time staff and customers see, so "placed" and a history entry read
 * alike).
 */

/**
 * A US phone number as people write it: `(512) 555-0199`. Stored numbers are 10 digits, or 11
 * with the leading 1 (+1); anything else is shown as it was given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return phone;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

/** The number to dial: `+15125550199` (a 10-digit number is a US one). */
export function dialablePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

const units = ['KB', 'MB', 'GB'] as const;

/** A file size in the unit that keeps it readable: `812 bytes`, `40 KB`, `3.4 MB`, `1.2 GB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  let value = bytes;
  let unit: (typeof units)[number] = 'KB';
  for (const u of units) {
    value /= 1024;
    unit = u;
    if (value < 1000) break;
  }
  // Whole numbers from 10 up; one decimal below, where it still tells sizes apart.
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${unit}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as staff and customers read it everywhere: `Mar 2, 2026, 10:01 AM`. */
export const formatDateTime = (iso: string | Date): string => dateTime.format(typeof iso === 'string' ? new Date(iso) : iso);
