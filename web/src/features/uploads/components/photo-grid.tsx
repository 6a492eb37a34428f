/**
 * A line's photos (or the gallery's) in the customer's order, as thumbnails. While the line may
 * change, the customer arranges them, by dragging a photo's handle, with the keyboard on the handle
 * (Space or Enter to pick up, the arrow keys to move, Space or Enter to drop, Escape to cancel) or
 * with its Earlier and Later buttons, and removes them. A photo still on its way or being checked
 * shows as such and never as a broken image.
 */
import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { messages } from '@shared/messages';
import type { LineImage } from '@shared/uploads';
import { ApiError } from '@/lib/api-client';
import { useRemoveLineImage } from '../api/remove-line-image';
import { useReorderImages, type CachedPhotos } from '../api/reorder-line-images';
import { Thumbnail } from './photo-thumbnail';

interface PhotoGridProps<T> {
  userId: string;
  orderId: string;
  lineId: string;
  images: LineImage[];
  /** Whether the photos may still be arranged and removed (the order is not marked complete). */
  editable: boolean;
  /** Where the list lives in the query cache, so a move shows at once. */
  cached: CachedPhotos<T>;
  testId: string;
}

const instructions =
  'To move a photo, press Space or Enter on its handle, move it with the arrow keys, and press Space or Enter again to drop it. Escape cancels.';

export function PhotoGrid<T>({ userId, orderId, lineId, images, editable, cached, testId }: PhotoGridProps<T>) {
  const reorder = useReorderImages(userId, orderId, lineId, cached);
  const remove = useRemoveLineImage(userId, orderId, lineId);
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= images.length) return;
    reorder.mutate(arrayMove(images, from, to));
  };
  const indexOf = (id: UniqueIdentifier) => images.findIndex((image) => image.imageId === id);
  const nameOf = (id: UniqueIdentifier) => images[indexOf(id)]?.fileName ?? 'The photo';
  const placeOf = (id: UniqueIdentifier) => `place ${indexOf(id) + 1} of ${images.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${placeOf(over.id)}.` : `${nameOf(active.id)} is over no place.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays where it was.`,
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) move(indexOf(active.id), indexOf(over.id));
  };

  const problem = reorder.isError ? arrangeProblem(reorder.error) : remove.isError ? remove.error.message : undefined;
  return (
    <div className="photo-grid" ref={setRegion}>
      {editable && images.length > 1 && (
        <p className="photo-grid__hint">The studio follows this order. Drag a photo by its handle, or use its Earlier and Later buttons, to change it.</p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        // Inside the list's own region: in a modal dialog, whatever is outside it is inert.
        accessibility={{ announcements, screenReaderInstructions: { draggable: instructions }, container: region ?? undefined }}
      >
        <SortableContext items={images.map((image) => image.imageId)} strategy={rectSortingStrategy} disabled={!editable}>
          <ul className="line-images" data-testid={testId}>
            {images.map((image, index) => (
              <Photo
                key={image.imageId}
                image={image}
                place={index + 1}
                count={images.length}
                editable={editable}
                removing={remove.isPending && remove.variables === image.imageId}
                onMove={(by) => move(index, index + by)}
                onRemove={() => remove.mutate(image.imageId)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p role="status" className="photo-grid__state" data-testid="arrange-state">
        {reorder.isPending ? 'Saving the new order…' : reorder.isSuccess ? 'New order saved.' : ''}
      </p>
      {problem && (
        <p role="alert" className="photo-grid__problem" data-testid="arrange-problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/** A refused order (a photo removed in another window, the order completed meanwhile) comes back as the server has it. */
function arrangeProblem(error: Error): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409))
    return `${error.message} The photos are shown as they are now: arrange them again if you wish.`;
  return `The new order could not be saved (${error.message}). Please try again.`;
}

interface PhotoProps {
  image: LineImage;
  place: number;
  count: number;
  editable: boolean;
  removing: boolean;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

function Photo({ image, place, count, editable, removing, onMove, onRemove }: PhotoProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.imageId, disabled: !editable });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`line-image line-image--${image.status}${isDragging ? ' line-image--dragging' : ''}`}
      data-testid="line-image"
      data-status={image.status}
      data-name={image.fileName}
    >
      {editable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="line-image__handle"
          {...attributes}
          {...listeners}
          aria-label={`Move ${image.fileName}, at place ${place} of ${count}`}
          data-testid="photo-handle"
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <Thumbnail image={image} />
      <span className="line-image__name">{image.fileName}</span>
      {image.status === 'rejected' && (
        <span className="line-image__reason" data-testid="rejected-reason">
          Refused: {image.reason ?? messages.imagesOnly}
        </span>
      )}
      {image.status === 'reserved' && <span className="line-image__reason">Still uploading</span>}
      {editable && (
        <span className="line-image__actions">
          <button
            type="button"
            className="button button--quiet"
            disabled={place === 1}
            onClick={() => onMove(-1)}
            aria-label={`Move ${image.fileName} earlier`}
          >
            Earlier
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={place === count}
            onClick={() => onMove(1)}
            aria-label={`Move ${image.fileName} later`}
          >
            Later
          </button>
          <button type="button" className="button button--quiet" disabled={removing} onClick={onRemove} aria-label={`Remove ${image.fileName}`}>
            {removing ? 'Removing…' : 'Remove'}
          </button>
        </span>
      )}
    </li>
  );
}
