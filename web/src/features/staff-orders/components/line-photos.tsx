/**
 * The customer's photos of one order line: thumbnails, and all of them as one zip. client-zip
 * builds the zip as a stream while the photos download; where the browser can write a file as a
 * stream (File System Access) it goes straight to disk, elsewhere it is gathered into one blob.
 */
import { downloadZip } from 'client-zip';
import { useState } from 'react';
import { messages } from '@shared/messages';
import { useLinePhotos } from '../api/get-line-photos';
import '../staff-orders.css';

type SaveFilePicker = (options: { suggestedName: string }) => Promise<{ createWritable(): Promise<WritableStream> }>;

/** Closing the save dialog without choosing a place rejects with an AbortError: a choice, not a failure. */
const isCancel = (error: unknown) => (error as { name?: unknown } | undefined)?.name === 'AbortError';
const reasonOf = (error: unknown) => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'the download failed.';
};

/** Saves the zip, or answers that the person cancelled the save dialog. */
async function saveZip(name: string, photos: { fileName: string; url: string }[]): Promise<'saved' | 'cancelled'> {
  // One photo at a time: each is fetched as the zip stream asks for it, never all at once.
  async function* files() {
    for (const p of photos) yield { name: p.fileName, input: await fetch(p.url) };
  }
  const zip = downloadZip(files());
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (picker) {
    let file: Awaited<ReturnType<SaveFilePicker>>;
    try {
      file = await picker({ suggestedName: name });
    } catch (error) {
      if (isCancel(error)) {
        // Nothing will read the zip: its photos are not fetched.
        zip.body?.cancel().catch(() => undefined);
        return 'cancelled';
      }
      throw error;
    }
    await zip.body!.pipeTo(await file.createWritable());
    return 'saved';
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await zip.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return 'saved';
}

export function LinePhotos({ userId, orderId, lineId, lineName }: { userId: string; orderId: string; lineId: string; lineName: string }) {
  const photos = useLinePhotos(userId, orderId, lineId);
  const [zipping, setZipping] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState<string>();
  if (photos.isPending) return <p role="status">Loading photos…</p>;
  if (photos.status === 'error') return <p role="alert">Failed to load images: {photos.error.message || 'Unknown error'}.</p>;
  const ready = photos.data.filter((p): p is typeof p & { url: string } => !!p.url);
  if (ready.length === 0)
    return (
      <p className="line-photos__none" data-testid="line-photos-none">
        {messages.noImagesForItem}
      </p>
    );
  return (
    <div className="line-photos">
      <p className="line-photos__count">
        {ready.length} photo{ready.length === 1 ? '' : 's'}
      </p>
      <ul className="line-photos__grid" aria-label={`Photos for ${lineName}`}>
        {ready.map((p) => (
          <li key={p.imageId}>
            <a href={p.url} target="_blank" rel="noreferrer">
              <img src={p.thumbnailUrl ?? p.url} alt={p.fileName} loading="lazy" width={96} height={96} />
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--quiet"
        disabled={zipping}
        onClick={() => {
          setZipping(true);
          setProblem(undefined);
          setSaved(undefined);
          const name = `${lineName}-${lineId}.zip`.replace(/[^\w.-]+/g, '-');
          saveZip(name, ready)
            .then((outcome) => setSaved(outcome === 'saved' ? name : undefined))
            .catch((e: unknown) => setProblem(`The zip was not saved: ${reasonOf(e)}`))
            .finally(() => setZipping(false));
        }}
      >
        {zipping ? 'Preparing the zip…' : `Download all ${ready.length} as a zip`}
      </button>
      {problem && (
        <p role="alert" className="staff-page__problem">
          {problem}
        </p>
      )}
      {saved && <p role="status">Saved {saved}.</p>}
    </div>
  );
}
