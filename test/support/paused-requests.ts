/**
 * Pauses only the page's requests whose address matches, for a journey that cuts off or holds
 * some of them (the parts of a large photo). `page.route` cannot be that narrow: any route makes
 * Chromium pause every request of the page and hand each one, body and all, to Playwright to
 * match. For a photo upload that is its every byte, read from the file and sent on as base64:
 * measured on 5 MB parts, about a seventh of a core-second per megabyte uploaded while a route was
 * set, and a fiftieth without one. Here Chromium's own Fetch domain matches the address, so a
 * request that does not match goes its way untouched.
 */
import type { Page } from 'playwright-core';

/** A paused request: let it go on, cut it off, or leave it hanging (do nothing). */
export interface PausedRequest {
  method: string;
  continue(): Promise<void>;
  /** Where it goes, and its headers as the page sent them (names lower-cased). */
  url: string;
  headers: Record<string, string>;
  /** Answers it in the server's place, as a test that sent something else there itself would. */
  fulfill(status: number, headers: Record<string, string>): Promise<void>;
  /** Fails the request as the network would, e.g. `ConnectionReset`. */
  abort(reason: 'ConnectionReset' | 'ConnectionRefused' | 'Failed'): Promise<void>;
}

/**
 * Pauses every request of `page` (through reloads too) whose address matches one of `patterns`
 * (Chromium's: `*` any run of characters, `?` one) and hands it to `onRequest`, which must
 * continue, abort or deliberately hold each, until the page closes.
 */
export async function pauseRequests(page: Page, patterns: readonly string[], onRequest: (request: PausedRequest) => void | Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event) => {
    const send = <T extends 'Fetch.continueRequest' | 'Fetch.failRequest' | 'Fetch.fulfillRequest'>(method: T, params: Parameters<typeof cdp.send<T>>[1]) =>
      // A request whose page has gone (a reload) cannot be answered any more: nothing is left to do.
      cdp.send(method, params).then(
        () => undefined,
        () => undefined,
      );
    void onRequest({
      method: event.request.method,
      continue: () => send('Fetch.continueRequest', { requestId: event.requestId }),
      url: event.request.url,
      headers: Object.fromEntries(Object.entries(event.request.headers).map(([name, value]) => [name.toLowerCase(), String(value)])),
      fulfill: (status, headers) =>
        send('Fetch.fulfillRequest', {
          requestId: event.requestId,
          responseCode: status,
          responseHeaders: Object.entries(headers).map(([name, value]) => ({ name, value })),
        }),
      abort: (reason) => send('Fetch.failRequest', { requestId: event.requestId, errorReason: reason }),
    });
  });
  await cdp.send('Fetch.enable', { patterns: patterns.map((urlPattern) => ({ urlPattern, requestStage: 'Request' as const })) });
}

/**
 * Patterns for the parts `from` to `to` of a multipart upload: S3's UploadPart, whose address
 * carries `partNumber=N` among its query's parameters (`?` stands for the `?` or `&` before it).
 */
export const uploadPartPatterns = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => [`*?partNumber=${from + i}&*`, `*?partNumber=${from + i}`]).flat();
