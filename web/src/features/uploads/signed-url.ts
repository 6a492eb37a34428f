/**
 * How long a presigned S3 URL has left, read from the URL itself (its X-Amz-Date and
 * X-Amz-Expires), so a kept URL is trusted exactly as long as S3 will take it, whatever lifetime
 * the API signs for. No browser APIs: loadable by the node unit tests.
 */
export function urlFreshFor(url: string, now: number): number {
  let query: URLSearchParams;
  try {
    query = new URL(url).searchParams;
  } catch {
    return 0;
  }
  const signed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(query.get('X-Amz-Date') ?? '');
  const seconds = Number(query.get('X-Amz-Expires'));
  if (!signed || !Number.isFinite(seconds)) return 0;
  const [, y, mo, d, h, mi, s] = signed.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) + seconds * 1000 - now;
}
