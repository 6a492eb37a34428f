/**
 * A photo placed on the draft: its thumbnail cropped as placed (CSS only: the picture scaled so the
 * placement's part fills the frame, and shifted into place), a mark when the customer wants it in
 * the album whatever happens, and the handle to move it. It is both what the customer drags and a
 * place to drop another photo on (to swap them).
 */
import { memo } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { Crop } from '@shared/album-draft/schema';
import type { Frame } from '@shared/album-draft/templates';
import type { DraftPhotoInfo } from '../draft-photos';

export const photoTarget = (imageId: string) => `photo:${imageId}`;

interface PhotoFrameProps {
  photo: DraftPhotoInfo;
  crop: Crop;
  /** The frame, and the box it is measured in (the page, or the spread for a hero). */
  frame: Frame;
  box: { width: number; height: number };
  spreadNumber: number;
  mustHave: boolean;
}

export const PhotoFrame = memo(function PhotoFrame({ photo, crop, frame, box, spreadNumber, mustHave }: PhotoFrameProps) {
  const id = photoTarget(photo.imageId);
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });
  const percent = (n: number) => `${(n * 100).toFixed(3)}%`;
  return (
    <div
      ref={drop.setNodeRef}
      className={`draft-frame${drag.isDragging ? ' draft-frame--dragging' : ''}${drop.isOver && !drag.isDragging ? ' draft-frame--over' : ''}`}
      style={{
        left: percent(frame.x / box.width),
        top: percent(frame.y / box.height),
        width: percent(frame.width / box.width),
        height: percent(frame.height / box.height),
      }}
      data-testid="draft-photo"
      data-image-id={photo.imageId}
      data-name={photo.fileName}
    >
      <button
        type="button"
        ref={drag.setNodeRef}
        className="draft-frame__handle"
        {...drag.attributes}
        {...drag.listeners}
        aria-label={`${photo.fileName}, on spread ${spreadNumber}${mustHave ? ', must be in the album' : ''}`}
      >
        <img
          src={photo.thumbnailUrl}
          alt=""
          draggable={false}
          decoding="async"
          loading="lazy"
          style={{
            width: percent(1 / crop.width),
            height: percent(1 / crop.height),
            left: percent(-crop.x / crop.width),
            top: percent(-crop.y / crop.height),
          }}
        />
      </button>
      {mustHave && (
        <span className="draft-frame__must" title="Must be in the album" aria-hidden="true">
          ★
        </span>
      )}
    </div>
  );
});
