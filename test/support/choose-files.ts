/**
 * Chooses files on an `<input type="file">` as setInputFiles does (a DataTransfer's files put on
 * the input, then its input and change events), except that a large photo is made inside the
 * page instead of being sent to it. Ten megabytes sent from a test to the shared Chromium travel
 * as base64 through two protocol hops and took 5 to 9 s on a busy machine; made in the page
 * (random pixels in zlib's stored blocks) the same PNG takes a fraction of a second.
 */
import type { Locator } from 'playwright-core';

export type ChosenFile =
  | { name: string; mimeType: string; buffer: Buffer }
  /** A PNG of random pixels: incompressible, so a large one stays large and goes up in parts. */
  | { name: string; randomPng: { width: number; height: number } };

/** Chooses `files` on `input`, in order, and answers each file's size in bytes. */
export function chooseFiles(input: Locator, files: ChosenFile[]): Promise<number[]> {
  type Described = { name: string; mimeType: string; base64: string } | { name: string; mimeType: string; randomPng: { width: number; height: number } };
  const described = files.map((file): Described =>
    'buffer' in file
      ? { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') }
      : { name: file.name, mimeType: 'image/png', randomPng: file.randomPng },
  );
  return input.evaluate((element, chosen) => {
    const table = Array.from({ length: 256 }, (_, n) => {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      return c >>> 0;
    });
    const crc32 = (parts: Uint8Array<ArrayBuffer>[]) => {
      let c = 0xffffffff;
      for (const bytes of parts) for (let i = 0; i < bytes.length; i++) c = table[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
      return (c ^ 0xffffffff) >>> 0;
    };
    const uint32 = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
    const chunk = (type: string, data: Uint8Array<ArrayBuffer>) => {
      const name = new TextEncoder().encode(type);
      return [uint32(data.length), name, data, uint32(crc32([name, data]))];
    };
    /**
     * Random bytes do not compress, so the scanlines go into zlib's stored blocks (at most 65,535
     * bytes each, then the Adler-32 of them): a valid PNG made in one synchronous pass. A
     * CompressionStream did the same work, but a pipe of streams the page holds no reference to
     * can be collected before it finishes, and the evaluation then fails ("Resulting promise was
     * garbage collected"); a busy machine made that likely.
     */
    function zlibStored(raw: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
      const blocks = Math.max(1, Math.ceil(raw.length / 65535));
      const out = new Uint8Array(2 + blocks * 5 + raw.length + 4);
      out.set([0x78, 0x01]);
      let at = 2;
      for (let block = 0; block < blocks; block++) {
        const data = raw.subarray(block * 65535, (block + 1) * 65535);
        out.set([block === blocks - 1 ? 1 : 0, data.length & 0xff, data.length >>> 8, ~data.length & 0xff, (~data.length >>> 8) & 0xff], at);
        out.set(data, at + 5);
        at += 5 + data.length;
      }
      let a = 1;
      let b = 0;
      for (let i = 0; i < raw.length;) {
        for (const end = Math.min(raw.length, i + 5552); i < end; i++) b += a += raw[i]!;
        a %= 65521;
        b %= 65521;
      }
      out.set(uint32(((b << 16) | a) >>> 0), at);
      return out;
    }
    function randomPng(width: number, height: number): Blob {
      const row = 1 + width * 3;
      const raw = new Uint8Array(row * height);
      // getRandomValues fills at most 64 KiB a call.
      for (let at = 0; at < raw.length; at += 65536) crypto.getRandomValues(raw.subarray(at, at + 65536));
      for (let y = 0; y < height; y++) raw[y * row] = 0; // each scanline's filter byte: none
      const header = new Uint8Array([...uint32(width), ...uint32(height), 8, 2, 0, 0, 0]);
      const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return new Blob([signature, ...chunk('IHDR', header), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array())]);
    }
    const transfer = new DataTransfer();
    const sizes: number[] = [];
    for (const file of chosen) {
      const bytes = 'base64' in file ? Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)) : randomPng(file.randomPng.width, file.randomPng.height);
      const made = new File([bytes], file.name, { type: file.mimeType, lastModified: Date.now() });
      transfer.items.add(made);
      sizes.push(made.size);
    }
    const input = element as HTMLInputElement;
    input.files = transfer.files;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // Counted before the events: the shop empties the input once it has taken the files.
    return sizes;
  }, described);
}
