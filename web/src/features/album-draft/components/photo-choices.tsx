/**
 * Every photo of the line, to mark "Must be in the album" (the layout never leaves it out) or
 * "Leave out" (the layout never places it). A row is drawn again only when its own marks or spread change.
 */
import { memo } from 'react';
import type { DraftPhotoInfo } from '../draft-photos';

interface PhotoChoicesProps {
  photos: DraftPhotoInfo[];
  mustHave: ReadonlySet<string>;
  leaveOut: ReadonlySet<string>;
  places: ReadonlyMap<string, number>;
  onMustHave(imageId: string): void;
  onLeaveOut(imageId: string): void;
}

export function PhotoChoices({ photos, mustHave, leaveOut, places, onMustHave, onLeaveOut }: PhotoChoicesProps) {
  return (
    <ul className="draft-choices" data-testid="draft-choices">
      {photos.map((photo) => (
        <PhotoChoice
          key={photo.imageId}
          photo={photo}
          must={mustHave.has(photo.imageId)}
          out={leaveOut.has(photo.imageId)}
          spread={places.get(photo.imageId)}
          onMustHave={onMustHave}
          onLeaveOut={onLeaveOut}
        />
      ))}
    </ul>
  );
}

interface PhotoChoiceProps {
  photo: DraftPhotoInfo;
  must: boolean;
  out: boolean;
  spread: number | undefined;
  onMustHave(imageId: string): void;
  onLeaveOut(imageId: string): void;
}

const PhotoChoice = memo(function PhotoChoice({ photo, must, out, spread, onMustHave, onLeaveOut }: PhotoChoiceProps) {
  return (
    <li className="draft-choice" data-testid="draft-choice" data-name={photo.fileName}>
      <img className="draft-choice__thumb" src={photo.thumbnailUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <span className="draft-choice__name">
        {photo.fileName}
        <span className="draft-choice__where">{spread === undefined ? 'Not in the draft' : `Spread ${spread + 1}`}</span>
      </span>
      <label className="draft-choice__mark">
        <input type="checkbox" checked={must} onChange={() => onMustHave(photo.imageId)} aria-label={`${photo.fileName}: must be in the album`} />
        <span aria-hidden="true">Must be in the album</span>
      </label>
      <label className="draft-choice__mark">
        <input type="checkbox" checked={out} onChange={() => onLeaveOut(photo.imageId)} aria-label={`${photo.fileName}: leave out`} />
        <span aria-hidden="true">Leave out</span>
      </label>
    </li>
  );
});
