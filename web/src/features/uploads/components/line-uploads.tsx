/**
 * Step 1 for one line of a paid order: choose photos (picker or drop), see each one go and what
 * the server made of it, the count against the line's limit ("12 of 60", the server's), a warning
 * for photos too small for the print (those of this visit and those the server already holds),
 * and View Images. Limits (an album twice its pages, a product one) and types (images only, read
 * from each file's first bytes) are checked before anything is signed.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { imageCountsQuery } from '../api/get-image-counts';
import { lineImagesQuery } from '../api/get-line-images';
import { signUploads } from '../api/sign-uploads';
import { choosePhotos, lowResolutionNames, type Refusal, type UploadLine } from '../photo-choice';
import { sniffPhotos } from '../photo-uploader';
import { usePhotoUploader } from '../use-photo-uploader';
import { LowResolutionWarning } from './low-resolution-warning';
import { PhotoPicker } from './photo-picker';
import { UploadList } from './upload-list';
import { ViewImagesDialog } from './view-images-dialog';
import '../uploads.css';

interface LineUploadsProps {
  userId: string;
  orderId: string;
  line: UploadLine;
  /** Photos the server counts for this line (uploaded or on their way). */
  counted: number;
  open: boolean;
}

export function LineUploads({ userId, orderId, line, counted, open }: LineUploadsProps) {
  const queries = useQueryClient();
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [overLimit, setOverLimit] = useState<string>();
  const [viewing, setViewing] = useState(false);
  const { uploader, rows, progress, state, inFlight, lost, serverImages, retry } = usePhotoUploader(
    `photos-${orderId}-${line.lineId}`,
    { userId, orderId, lineId: line.lineId, sign: (images) => signUploads(userId, orderId, line.lineId, images) },
    () => {
      void queries.invalidateQueries({ queryKey: imageCountsQuery(userId).queryKey });
      void queries.invalidateQueries({ queryKey: lineImagesQuery(userId, orderId, line.lineId).queryKey });
    },
    open,
  );
  // Photos of this visit not yet counted by the server, so a second batch is checked against both.
  const held = counted + inFlight;

  const choose = async (files: File[]) => {
    const byName = choosePhotos(files, { ...line, limit: Infinity }, 0);
    // What each file really is, from its first bytes: a text file named .jpg is refused here.
    const chosen = uploader?.choosing();
    const { photos, refused: notPhotos } = await sniffPhotos(byName.accepted).finally(chosen);
    const choice = choosePhotos(
      photos.map((photo) => photo.file),
      line,
      held,
    );
    setOverLimit(choice.overLimit);
    setRefused([...byName.refused, ...notPhotos]);
    const taken = new Set(choice.accepted.map((a) => a.file));
    if (taken.size && uploader) uploader.add(photos.filter((photo) => taken.has(photo.file)));
  };

  // This visit's photos, and those the server holds from before (a reload, another visit).
  const mine = new Set(rows.map((r) => r.imageId));
  const low = lowResolutionNames(line.size, [
    ...rows.filter((r) => r.state !== 'refused'),
    ...(serverImages ?? []).filter((image) => image.status !== 'rejected' && !mine.has(image.imageId)),
  ]);
  return (
    <section className="line-uploads" aria-label={`Photos for ${line.name}`} data-testid="line-uploads" data-line-id={line.lineId}>
      <p className="line-uploads__count">
        <span data-testid="line-count">
          {Math.min(counted, line.limit)} of {line.limit}
        </span>{' '}
        photos
      </p>
      {open && (
        <>
          <h4 className="line-uploads__step">Step 1: choose photos</h4>
          <PhotoPicker label="Choose photos" onChoose={(files) => void choose(files)} disabled={!uploader} testId="photo-picker" />
          {overLimit && (
            <p className="line-uploads__limit" role="alert" data-testid="over-limit">
              {overLimit}
            </p>
          )}
          <LowResolutionWarning names={low} size={line.size} />
          <UploadList
            rows={rows}
            progress={progress}
            state={state}
            refused={[...lost, ...refused]}
            onRetry={() => rows.filter((r) => r.state === 'failed').forEach((r) => retry(r.id))}
            onRetryPhoto={retry}
          />
        </>
      )}
      <button type="button" className="button button--quiet" onClick={() => setViewing(true)} data-testid="view-images">
        View Images
      </button>
      <ViewImagesDialog
        open={viewing}
        onClose={() => setViewing(false)}
        userId={userId}
        orderId={orderId}
        lineId={line.lineId}
        lineName={line.name}
        editable={open}
      />
    </section>
  );
}
