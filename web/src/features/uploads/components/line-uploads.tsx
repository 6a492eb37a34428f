/**
 * Step 1 for one line of a paid order: choose photos (picker or drop), see each one go, the count
 * against the line's limit ("12 of 60"), a warning for photos too small for the print, and View
 * Images. Limits (an album twice its pages, a product one) and types (images only) are checked
 * before anything is signed.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { imageCountsQuery } from '../api/get-image-counts';
import { lineImagesQuery } from '../api/get-line-images';
import { signUploads } from '../api/sign-uploads';
import { choosePhotos, lowResolutionNames, type Refusal, type UploadLine } from '../photo-choice';
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
  const { uploader, rows, progress, state, inFlight, lost } = usePhotoUploader(
    `photos-${orderId}-${line.lineId}`,
    { userId, orderId, lineId: line.lineId, sign: (images) => signUploads(userId, orderId, line.lineId, images) },
    () => {
      void queries.invalidateQueries({ queryKey: imageCountsQuery(userId).queryKey });
      void queries.invalidateQueries({ queryKey: lineImagesQuery(userId, orderId, line.lineId).queryKey });
    },
  );
  // Photos of this visit not yet counted by the server, so a second batch is checked against both.
  const held = counted + inFlight;

  const choose = (files: File[]) => {
    const choice = choosePhotos(files, line, held);
    setOverLimit(choice.overLimit);
    setRefused(choice.refused);
    if (choice.accepted.length && uploader) uploader.add(choice.accepted);
  };

  const low = lowResolutionNames(line.size, rows);
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
          <PhotoPicker label="Choose photos" onChoose={choose} disabled={!uploader} testId="photo-picker" />
          {overLimit && (
            <p className="line-uploads__limit" role="alert" data-testid="over-limit">
              {overLimit}
            </p>
          )}
          <LowResolutionWarning names={low} size={line.size} />
          <UploadList rows={rows} progress={progress} state={state} refused={[...lost, ...refused]} onRetry={() => void uploader?.uppy.retryAll()} />
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
