/**
 * "Customer's draft" of one album on the editors' dashboard: the spreads the customer laid out,
 * drawn small with the album's own page geometry (the layout's pageFrames and heroFrame) and the
 * photos' thumbnails cropped as placed, must-haves marked, the customer's note under each spread,
 * and the photos left out; and "Download the draft" (the JSON and the contact sheet PDF, as one
 * zip). This module is loaded when an album's designs are opened, and the download's code (pdf-lib,
 * the zip) when it is asked for.
 */
import { useId, useState } from 'react';
import { heroFrame, pageFrames, pageSizeOf, type Frame, type PageSize } from '@shared/album-draft/templates';
import type { Crop, Placement, Spread } from '@shared/album-draft/schema';
import { ApiError } from '@/lib/api-client';
import { useCustomerDraft, type CustomerDraft } from '../api/customer-draft';
import '../customer-draft.css';

type Photo = CustomerDraft['photos'][number];

export interface CustomerDraftProps {
  userId: string;
  orderId: string;
  lineId: string;
  album: { albumName: string; size: string; pages: number };
  /** What the designs answer says of the line's draft: absent when the customer saved none. */
  saved?: { version: number; updatedAt: string };
}

const pct = (n: number) => `${(n * 100).toFixed(3)}%`;
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The photo in its frame, the crop filling it: the frame is a window on the photo scaled by 1 / crop. */
function FramedPhoto({
  frame,
  spread,
  crop,
  photo,
  mustHave,
}: {
  frame: Frame;
  spread: { width: number; height: number };
  crop: Crop;
  photo?: Photo;
  mustHave: boolean;
}) {
  const src = photo?.thumbnailUrl ?? photo?.url;
  const name = photo?.fileName ?? 'a photo no longer on the album';
  return (
    <div
      className={`customer-draft__frame${mustHave ? ' customer-draft__frame--must' : ''}`}
      style={{
        left: pct(frame.x / spread.width),
        top: pct(frame.y / spread.height),
        width: pct(frame.width / spread.width),
        height: pct(frame.height / spread.height),
      }}
      data-testid="draft-frame"
    >
      {src ? (
        <img
          src={src}
          alt={mustHave ? `${name} (must-have)` : name}
          loading="lazy"
          style={{ left: pct(-crop.x / crop.width), top: pct(-crop.y / crop.height), width: pct(1 / crop.width), height: pct(1 / crop.height) }}
        />
      ) : (
        <span className="customer-draft__missing">{name}</span>
      )}
      {mustHave && (
        <span className="customer-draft__must" aria-hidden="true">
          Must-have
        </span>
      )}
    </div>
  );
}

function SpreadThumb({
  spread,
  index,
  page,
  photos,
  mustHave,
}: {
  spread: Spread;
  index: number;
  page: PageSize;
  photos: Map<string, Photo>;
  mustHave: Set<string>;
}) {
  const size = { width: 2 * page.width, height: page.height };
  const placed: { placement: Placement; frame: Frame }[] = spread.hero
    ? [{ placement: spread.hero, frame: heroFrame(page) }]
    : spread.pages.flatMap((p, side) =>
        pageFrames(p.template, page).map((frame, f) => ({ placement: p.photos[f]!, frame: { ...frame, x: frame.x + side * page.width } })),
      );
  const musts = placed
    .filter(({ placement }) => mustHave.has(placement.imageId))
    .map(({ placement }) => photos.get(placement.imageId)?.fileName ?? placement.imageId);
  return (
    <li className="customer-draft__spread" data-testid="draft-spread">
      <p className="customer-draft__spread-title">Spread {index + 1}</p>
      <div
        className="customer-draft__pages"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        role="img"
        aria-label={`Spread ${index + 1}: ${placed.length} photo${placed.length === 1 ? '' : 's'}`}
      >
        {placed.map(({ placement, frame }, i) => (
          <FramedPhoto
            key={i}
            frame={frame}
            spread={size}
            crop={placement.crop}
            photo={photos.get(placement.imageId)}
            mustHave={mustHave.has(placement.imageId)}
          />
        ))}
        <span className="customer-draft__fold" aria-hidden="true" />
      </div>
      {musts.length > 0 && <p className="customer-draft__musts">Must-have: {musts.join(', ')}</p>}
      {spread.note.trim() ? (
        <p className="customer-draft__note" data-testid="draft-note">
          <span className="customer-draft__note-label">Customer’s note:</span> {spread.note}
        </p>
      ) : (
        <p className="customer-draft__no-note">No note on this spread.</p>
      )}
    </li>
  );
}

function PhotoList({ title, ids, photos, none, testId }: { title: string; ids: readonly string[]; photos: Map<string, Photo>; none: string; testId: string }) {
  return (
    <div className="customer-draft__list" data-testid={testId}>
      <h5>{title}</h5>
      {ids.length ? (
        <ul>
          {ids.map((id) => (
            <li key={id}>{photos.get(id)?.fileName ?? id}</li>
          ))}
        </ul>
      ) : (
        <p>{none}</p>
      )}
    </div>
  );
}

export function CustomerDraftSection({ userId, orderId, lineId, album, saved }: CustomerDraftProps) {
  const id = useId();
  const draft = useCustomerDraft(userId, orderId, lineId, !!saved);
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const heading = (
    <h4 id={`${id}-title`} className="customer-draft__title">
      Customer’s draft
    </h4>
  );
  if (!saved)
    return (
      <section className="customer-draft" aria-labelledby={`${id}-title`} data-testid="customer-draft">
        {heading}
        <p data-testid="customer-draft-none">The customer has not saved a draft of this album.</p>
      </section>
    );
  if (draft.isPending)
    return (
      <section className="customer-draft" aria-labelledby={`${id}-title`} data-testid="customer-draft" aria-busy="true">
        {heading}
        <p role="status">Loading the customer’s draft…</p>
      </section>
    );
  if (draft.status === 'error' || !draft.data.draft)
    return (
      <section className="customer-draft" aria-labelledby={`${id}-title`} data-testid="customer-draft">
        {heading}
        <p className="editors__problem" role="alert">
          {draft.error instanceof ApiError ? draft.error.message : 'Failed to load the customer’s draft.'}
        </p>
      </section>
    );

  const { draft: doc, version, updatedAt, photos: listed } = draft.data;
  const photos = new Map(listed.map((p) => [p.imageId, p]));
  const mustHave = new Set(doc.mustHave);
  let page: PageSize | undefined;
  try {
    page = pageSizeOf(album.size);
  } catch {
    page = undefined;
  }
  const download = () => {
    setDownloading(true);
    setProblem(undefined);
    setDownloaded(undefined);
    import('../draft-download')
      .then(async ({ draftZip, draftFileName }) => {
        const name = draftFileName(album.albumName, lineId);
        const blob = await draftZip(
          { draft: doc, version, updatedAt, album: { name: album.albumName, size: album.size, pages: album.pages }, photos: listed },
          name,
        );
        const link = document.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = `${name}.zip`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
        setDownloaded(`${name}.zip`);
      })
      .catch((e: unknown) => setProblem(`The draft was not downloaded: ${e instanceof Error && e.message ? e.message : 'the download failed.'}`))
      .finally(() => setDownloading(false));
  };

  return (
    <section className="customer-draft" aria-labelledby={`${id}-title`} data-testid="customer-draft">
      {heading}
      <p className="customer-draft__saved">
        {doc.spreads.length} spread{doc.spreads.length === 1 ? '' : 's'} · saved {updatedAt ? when(updatedAt) : ''} · version {version}
      </p>
      <div className="customer-draft__actions">
        <button type="button" className="button button--quiet" onClick={download} disabled={downloading} data-testid="download-draft">
          {downloading ? 'Preparing the draft…' : 'Download the draft'}
        </button>
        <p role="status" className="customer-draft__download-state">
          {downloaded ? `Saved ${downloaded}: the draft’s JSON and its contact sheet PDF.` : ''}
        </p>
        {problem && (
          <p className="editors__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
      {page ? (
        <ol className="customer-draft__spreads">
          {doc.spreads.map((spread, i) => (
            <SpreadThumb key={spread.id} spread={spread} index={i} page={page} photos={photos} mustHave={mustHave} />
          ))}
        </ol>
      ) : (
        <p className="editors__problem">The album size {album.size} cannot be drawn; the download still holds the draft.</p>
      )}
      <div className="customer-draft__lists">
        <PhotoList title="Must-haves" ids={doc.mustHave} photos={photos} none="None marked." testId="draft-must-haves" />
        <PhotoList title="Left out by the customer" ids={doc.leaveOut} photos={photos} none="None." testId="draft-leave-out" />
        <PhotoList title="Left out by the layout" ids={doc.leftOut} photos={photos} none="None." testId="draft-left-out" />
      </div>
    </section>
  );
}

export default CustomerDraftSection;
