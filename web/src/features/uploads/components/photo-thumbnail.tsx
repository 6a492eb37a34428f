/** A photo's picture in a list of photos, never a broken one. */
import { useState } from 'react';
import type { LineImage } from '@shared/uploads';

/**
 * The browser-made thumbnail, else the photo itself (a thumbnail the browser could not make, HEIC),
 * else an empty frame: for a photo not yet checked (it has no link) or one whose link failed.
 */
export function Thumbnail({ image }: { image: LineImage }) {
  const [failed, setFailed] = useState<string>();
  const src = image.thumbnailUrl ?? image.url;
  if (!src || image.status !== 'uploaded' || failed === image.url)
    return <span className="line-image__thumb line-image__thumb--none" aria-hidden="true" data-testid="no-thumbnail" />;
  return (
    <img
      className="line-image__thumb"
      src={src}
      alt={image.fileName}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        if (image.url && e.currentTarget.src !== image.url) e.currentTarget.src = image.url;
        else setFailed(image.url ?? src);
      }}
    />
  );
}
