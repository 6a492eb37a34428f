/**
 * When a failed send is the connection's fault rather than the file's, and how long to wait
 * before sending again. No browser APIs: loadable by the node unit tests.
 */

/** Pauses between tries while the connection is down: soon at first, then every 5 s for as long as it takes. */
const CONNECTION_PAUSES_MS = [1_000, 2_000, 3_000, 5_000];

export const retryPause = (attempt: number): number => CONNECTION_PAUSES_MS[Math.min(attempt, CONNECTION_PAUSES_MS.length - 1)]!;

/**
 * Whether `error` means the request never got an answer: fetch's TypeError (the API client), an
 * XMLHttpRequest that ended with status 0 (Uppy's PUTs, as `source`), Uppy's own network error, or
 * the browser saying it is offline.
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { source, isNetworkError } = error as { source?: { status?: number }; isNetworkError?: boolean };
  return isNetworkError === true || source?.status === 0;
}

/** Whether `error` is S3 refusing a PUT because a file is already at its key (412: signed uploads never replace one). */
export function alreadyArrived(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { source?: { status?: number } }).source?.status === 412;
}
