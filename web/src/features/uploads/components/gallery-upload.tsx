/**
 * The order gallery (`/{userId}/{orderId}/gallery-upload`): a name and at least one photo,
 * sent with the same uploader as the order lines, and the gallery's photos listed below in the
 * customer's order. The list is read again when a batch has gone up, and every few seconds while
 * a photo is still on its way or being checked, which shows without a link until it is ready.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { messages } from '@shared/messages';
import type { GalleryView } from '@shared/photo-order';
import { createGallerySchema, GALLERY_LINE, MAX_GALLERY_IMAGES, type LineImage } from '@shared/uploads';
import { TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { createGallery } from '../api/create-gallery';
import { galleryImagesQuery, useGalleryImages } from '../api/get-gallery-images';
import { choosePhotos, type PhotoChoice, type Refusal } from '../photo-choice';
import { usePhotoUploader } from '../use-photo-uploader';
import { PhotoPicker } from './photo-picker';
import { PhotoGrid } from './photo-grid';
import { UploadList } from './upload-list';
import '../uploads.css';

const galleryNameSchema = z.object({ orderName: createGallerySchema.shape.orderName });
const galleryLine = { kind: 'album' as const, limit: MAX_GALLERY_IMAGES };

export function GalleryUpload({ userId, orderId }: { userId: string; orderId: string }) {
  const queries = useQueryClient();
  const gallery = useGalleryImages(userId, orderId);
  const name = useRef('');
  const [chosen, setChosen] = useState<PhotoChoice<File>['accepted']>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [overLimit, setOverLimit] = useState<string>();
  const { uploader, rows, progress, state, inFlight, lost } = usePhotoUploader(
    `gallery-${orderId}`,
    { userId, orderId, lineId: GALLERY_LINE, sign: (images) => createGallery(userId, orderId, name.current, images) },
    () => void queries.invalidateQueries({ queryKey: galleryImagesQuery(userId, orderId).queryKey }),
  );
  const held = (gallery.data?.images.length ?? 0) + inFlight + chosen.length;
  const checking = gallery.data?.images.filter((image) => image.status === 'reserved').length ?? 0;
  const cachedGallery = {
    queryKey: galleryImagesQuery(userId, orderId).queryKey,
    arrange: (data: GalleryView, images: LineImage[]): GalleryView => ({ ...data, images }),
  };

  const form = useSchemaForm(galleryNameSchema, {
    initial: { orderName: gallery.data?.orderName ?? '' },
    onSubmit: ({ orderName }) => {
      if (!chosen.length) throw new Error(messages.noFileSelected);
      name.current = orderName;
      uploader?.add(chosen);
      setChosen([]);
    },
  });

  const choose = (files: File[]) => {
    const choice = choosePhotos(files, galleryLine, held);
    setOverLimit(choice.overLimit);
    setRefused(choice.refused);
    setChosen((was) => [...was, ...choice.accepted]);
  };

  return (
    <div className="gallery-upload" data-testid="gallery-upload">
      <Form form={form} data-testid="gallery-form">
        <TextField form={form} name="orderName" label="Gallery name" autoComplete="off" />
        <PhotoPicker label="Choose photos" onChoose={choose} disabled={!uploader} testId="photo-picker" />
        {chosen.length > 0 && <p data-testid="chosen-count">{chosen.length === 1 ? '1 photo chosen' : `${chosen.length} photos chosen`}</p>}
        {overLimit && (
          <p className="line-uploads__limit" role="alert">
            {overLimit}
          </p>
        )}
        <FormError form={form} className="shop-form-error" />
        <SubmitButton form={form} busyLabel="Starting…" className="button button--primary">
          Upload to the gallery
        </SubmitButton>
      </Form>
      <UploadList rows={rows} progress={progress} state={state} refused={[...lost, ...refused]} onRetry={() => void uploader?.uppy.retryAll()} />
      <section className="gallery-upload__photos" aria-labelledby="gallery-photos">
        <h2 id="gallery-photos">{gallery.data?.orderName ?? 'Your gallery'}</h2>
        {gallery.isPending ? (
          <p role="status">Loading photos…</p>
        ) : gallery.isError ? (
          <p role="alert">{messages.imagesLoadFailed(gallery.error.message)}</p>
        ) : gallery.data.images.length === 0 ? (
          <p>{messages.noImagesForItem}</p>
        ) : (
          <>
            {checking > 0 && (
              <p role="status" data-testid="gallery-checking">
                {checking === 1
                  ? '1 photo is still on its way or being checked; it shows here once it is ready.'
                  : `${checking} photos are still on their way or being checked; each shows here once it is ready.`}
              </p>
            )}
            <PhotoGrid
              userId={userId}
              orderId={orderId}
              lineId={GALLERY_LINE}
              images={gallery.data.images}
              editable={gallery.data.editable}
              cached={cachedGallery}
              testId="gallery-images"
            />
          </>
        )}
      </section>
    </div>
  );
}
