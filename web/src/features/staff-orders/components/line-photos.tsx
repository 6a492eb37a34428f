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

async function saveZip(name: string, photos: { fileName: string; url: string }[]) {
  // One photo at a time: each is fetched as the zip stream asks for it, never all at once.
  async function* files() {
    for (const p of photos) yield { name: p.fileName, input: await fetch(p.url) };
  }
  const zip = downloadZip(files());
  const picker = (window as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (picker) {
    const file = await picker({ suggestedName: name });
    await zip.body!.pipeTo(await file.createWritable());
    return;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await zip.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export function LinePhotos({ userId, orderId, lineId, lineName }: { userId: string; orderId: string; lineId: string; lineName: string }) {
  const photos = useLinePhotos(userId, orderId, lineId);
  const [zipping, setZipping] = useState(false);
  const [problem, setProblem] = useState<string>();
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
          saveZip(`${lineName}-${lineId}.zip`.replace(/[^\w.-]+/g, '-'), ready)
            .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'The download failed.'))
            .finally(() => setZipping(false));
        }}
      >
        {zipping ? 'Preparing the zip…' : `Download all ${ready.length} as a zip`}
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
