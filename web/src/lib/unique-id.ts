/**
 * An id no other line or attempt of this browser has: a random UUID, or where the browser has
 * no `crypto.randomUUID` (an insecure origin), the time and a random tail after `prefix`.
 */
export const uniqueId = (prefix = ''): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${prefix}${Date.now()}-${Math.random().toString(36).slice(2)}`;
