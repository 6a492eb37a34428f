/**
 * View Images: the photos the studio has for one line, as thumbnails; each can be removed until
 * the order is marked complete. Photos the studio refused after they arrived show with the reason.
 */
import { messages } from '@shared/messages';
import type { LineImage } from '@shared/uploads';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useLineImages } from '../api/get-line-images';
import { useRemoveLineImage } from '../api/remove-line-image';

interface ViewImagesDialogProps {
  open: boolean;
  onClose(): void;
  userId: string;
  orderId: string;
  lineId: string;
  lineName: string;
  /** Whether photos can still be removed (the order is not marked complete). */
  editable: boolean;
}

export function ViewImagesDialog({ open, onClose, userId, orderId, lineId, lineName, editable }: ViewImagesDialogProps) {
  const images = useLineImages(userId, orderId, lineId, open);
  const remove = useRemoveLineImage(userId, orderId, lineId);
  return (
    <Modal open={open} onClose={onClose} title={`Photos for ${lineName}`} testId="view-images-dialog">
      {images.isPending ? (
        <p role="status">Loading photos…</p>
      ) : images.isError ? (
        <p role="alert">
          {images.error instanceof ApiError && images.error.status === 401 ? messages.uploadAuth : messages.imagesLoadFailed(images.error.message)}
        </p>
      ) : images.data.length === 0 ? (
        <p>{messages.noImagesForItem}</p>
      ) : (
        <ul className="line-images" data-testid="line-images">
          {images.data.map((image) => (
            <Photo
              key={image.imageId}
              image={image}
              editable={editable}
              removing={remove.isPending && remove.variables === image.imageId}
              onRemove={() => remove.mutate(image.imageId)}
            />
          ))}
        </ul>
      )}
      {remove.isError && <p role="alert">{remove.error.message}</p>}
    </Modal>
  );
}

function Photo({ image, editable, removing, onRemove }: { image: LineImage; editable: boolean; removing: boolean; onRemove(): void }) {
  const src = image.thumbnailUrl ?? image.url;
  return (
    <li className={`line-image line-image--${image.status}`} data-testid="line-image" data-status={image.status}>
      {src && image.status !== 'rejected' ? (
        <img
          className="line-image__thumb"
          src={src}
          alt={image.fileName}
          loading="lazy"
          decoding="async"
          // A thumbnail the browser could not make (HEIC): show the photo itself.
          onError={(e) => {
            if (image.url && e.currentTarget.src !== image.url) e.currentTarget.src = image.url;
          }}
        />
      ) : (
        <span className="line-image__thumb line-image__thumb--none" aria-hidden="true" />
      )}
      <span className="line-image__name">{image.fileName}</span>
      {image.status === 'rejected' && (
        <span className="line-image__reason" data-testid="rejected-reason">
          Refused: {image.reason ?? messages.imagesOnly}
        </span>
      )}
      {image.status === 'reserved' && <span className="line-image__reason">Still uploading</span>}
      {editable && (
        <button type="button" className="button button--quiet" disabled={removing} onClick={onRemove} aria-label={`Remove ${image.fileName}`}>
          {removing ? 'Removing…' : 'Remove'}
        </button>
      )}
    </li>
  );
}
