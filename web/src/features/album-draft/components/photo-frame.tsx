/**
 * A photo placed on the draft: its thumbnail cropped as placed (CSS only: the picture scaled so the
 * placement's part fills the frame, and shifted into place), a mark when the customer wants it in
 * the album whatever happens, and the handle to move it. Another photo dropped on it swaps with it:
 * the spread is where it is dropped (spread-view.tsx), and the photo under the pointer is found from
 * the spread's frames (drop-places.ts), so a photo is never measured on its own.
 */
import { memo, type CSSProperties } from 'react';
import { useDraggable } from '@dnd-kit/core';
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
  const percent = (n: number) => `${(n * 100).toFixed(3)}%`;
  return (
    <div
      className="draft-frame"
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
      <DragHandle
        photo={photo}
        label={`${photo.fileName}, on spread ${spreadNumber}${mustHave ? ', must be in the album' : ''}`}
        image={{
          width: percent(1 / crop.width),
          height: percent(1 / crop.height),
          left: percent(-crop.x / crop.width),
          top: percent(-crop.y / crop.height),
        }}
      />
      {mustHave && (
        <span className="draft-frame__must" title="Must be in the album" aria-hidden="true">
          ★
        </span>
      )}
    </div>
  );
});

/**
 * The photo's handle, with its thumbnail cropped as placed: dnd-kit's draggable for the keyboard's
 * moves (a pointer's are the page's own, found from the handle's class: pointer-drag.ts). A leaf
 * of its own: a keyboard drag starting, ending or passing from place to place (which every
 * draggable hears) draws the handles again, not the frames or the spreads.
 */
function DragHandle({ photo, label, image }: { photo: DraftPhotoInfo; label: string; image: CSSProperties }) {
  const drag = useDraggable({ id: photoTarget(photo.imageId) });
  return (
    <button
      type="button"
      ref={drag.setNodeRef}
      className={`draft-frame__handle${drag.isDragging ? ' draft-frame__handle--dragging' : ''}`}
      {...drag.attributes}
      {...drag.listeners}
      aria-label={label}
    >
      {/* A spread is in the page only near the window (spread-list.tsx): its pictures are asked for at once. */}
      <img src={photo.thumbnailUrl} alt="" draggable={false} decoding="async" style={image} />
    </button>
  );
}
