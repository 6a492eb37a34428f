/**
 * Signs the small photos of a batch lazily, up to MAX_FILES_PER_SIGNING in one call: when the
 * uploader needs the URL of a photo nobody signed yet, that photo and the next unsigned ones in the
 * batch are signed together. A batch of 200 costs four API calls, and no URL is signed long before
 * its photo goes (URLs expire after an hour). No browser APIs: loadable by the node unit tests.
 */
import { MAX_FILES_PER_SIGNING, type ImageFile } from '../../../../shared/uploads';

export interface SignedPhoto {
  imageId: string;
  key: string;
  uploadUrl: string;
  thumbnailUrl: string;
}

/** One call to the API: signs these photos, answering one signed upload per photo, in order. */
export type SignPhotos = (images: ImageFile[]) => Promise<SignedPhoto[]>;

export class SigningQueue {
  /** Photos waiting for their URL, in the order they were chosen. */
  readonly #waiting: { id: string; image: ImageFile }[] = [];
  readonly #signed = new Map<string, Promise<SignedPhoto>>();
  #calls = 0;

  constructor(
    private readonly sign: SignPhotos,
    private readonly perCall = MAX_FILES_PER_SIGNING,
  ) {}

  add(id: string, image: ImageFile): void {
    if (!this.#signed.has(id) && !this.#waiting.some((w) => w.id === id)) this.#waiting.push({ id, image });
  }

  /** Forgets a photo (removed before it went); a signature it already has stays with the server. */
  drop(id: string): void {
    const at = this.#waiting.findIndex((w) => w.id === id);
    if (at >= 0) this.#waiting.splice(at, 1);
    this.#signed.delete(id);
  }

  /** The signed URLs of photo `id`; signs it, with the photos after it, when it has none yet. */
  urlsOf(id: string): Promise<SignedPhoto> {
    const known = this.#signed.get(id);
    if (known) return known;
    const at = this.#waiting.findIndex((w) => w.id === id);
    if (at < 0) return Promise.reject(new Error(`No photo ${id} is waiting to be signed.`));
    // This photo first, then those chosen after it, then any before it that are still waiting.
    const ordered = [...this.#waiting.slice(at), ...this.#waiting.slice(0, at)];
    const batch = ordered.slice(0, this.perCall);
    for (const photo of batch) this.#waiting.splice(this.#waiting.indexOf(photo), 1);
    this.#calls += 1;
    const answer = this.sign(batch.map((p) => p.image))
      .then((signed) => {
        if (signed.length !== batch.length) throw new Error(`Asked to sign ${batch.length} photos, got ${signed.length}.`);
        return signed;
      })
      .finally(() => (this.#calls -= 1));
    batch.forEach((photo, i) => {
      const one = answer.then((signed) => signed[i]!);
      // A failed signing puts the photos back, so a retry signs them again.
      one.catch(() => {
        if (this.#signed.get(photo.id) === one) {
          this.#signed.delete(photo.id);
          this.#waiting.push(photo);
        }
      });
      this.#signed.set(photo.id, one);
    });
    return this.#signed.get(id)!;
  }

  /** The signed URLs of photo `id` if its signing has started (never starts one). */
  underWay(id: string): Promise<SignedPhoto> | undefined {
    return this.#signed.get(id);
  }

  /** How many photos wait to be signed (their turn to go has not come). */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Whether a call to sign is under way: the "Generating upload URLs..." state, while no photo is sending yet. */
  get signing(): boolean {
    return this.#calls > 0;
  }
}
