/**
 * View Images: the photos the studio has for one line, as thumbnails, in the customer's order; until
 * the order is marked complete each can be moved and removed. Photos the studio refused after they
 * arrived show with the reason.
 */
import { messages } from '@shared/messages';
import type { LineImage } from '@shared/uploads';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { lineImagesQuery, useLineImages } from '../api/get-line-images';
import { PhotoGrid } from './photo-grid';

interface ViewImagesDialogProps {
  open: boolean;
  onClose(): void;
  userId: string;
  orderId: string;
  lineId: string;
  lineName: string;
  /** Whether photos can still be arranged and removed (the order is not marked complete). */
  editable: boolean;
}

export function ViewImagesDialog({ open, onClose, userId, orderId, lineId, lineName, editable }: ViewImagesDialogProps) {
  const images = useLineImages(userId, orderId, lineId, open);
  const cached = { queryKey: lineImagesQuery(userId, orderId, lineId).queryKey, arrange: (_: LineImage[], arranged: LineImage[]) => arranged };
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
        <PhotoGrid userId={userId} orderId={orderId} lineId={lineId} images={images.data} editable={editable} cached={cached} testId="line-images" />
      )}
    </Modal>
  );
}
