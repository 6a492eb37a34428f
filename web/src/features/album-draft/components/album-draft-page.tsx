/**
 * The customer's draft of an album line (`/{userId}/{orderId}/draft/{lineId}`): the order's album
 * line (size, pages, name), its photos and the stored draft are read; a stored draft is shown as
 * stored, and without one a draft is laid out at once from the photos' thumbnails. An order that
 * is not the customer's, or a line that is not an album of it, is the shop's Not Found page; a
 * line with no photos yet says so and leads to My Orders, where they are uploaded.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { reconcileDraft } from '@shared/album-draft/edits';
import { layoutDraft, type AlbumShape } from '@shared/album-draft/layout';
import type { AlbumDraft } from '@shared/album-draft/schema';
import { NotFoundPage } from '@/components/ui/error-page';
import { ApiError } from '@/lib/api-client';
import { saveDraft, storedDraftQuery } from '../api/draft';
import { focusBoxesQuery, layoutPhotosOf } from '../api/focus-boxes';
import { draftOrderQuery } from '../api/get-order';
import { draftPhotosQuery } from '../api/get-photos';
import { draftPhotosOf } from '../draft-photos';
import { DraftEditor } from './draft-editor';
import '../album-draft.css';

interface Props {
  userId: string;
  orderId: string;
  lineId: string;
}

const refused = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

export function AlbumDraftPage({ userId, orderId, lineId }: Props) {
  const queries = useQueryClient();
  const order = useQuery(draftOrderQuery(userId, orderId));
  const images = useQuery(draftPhotosQuery(userId, orderId, lineId));
  const stored = useQuery(storedDraftQuery(userId, orderId, lineId));
  const line = order.data?.albums.find((album) => album._id === lineId);
  const photos = useMemo(() => draftPhotosOf(images.data ?? []), [images.data]);
  const album: (AlbumShape & { name: string }) | undefined = useMemo(
    () => line && { size: line.albumOptions.size, pages: line.albumOptions.pages + (line.extraPages ?? 0), name: line.albumName },
    [line],
  );
  const needsLayout = stored.data?.draft === null && photos.length > 0;
  const centred = useMemo(() => (album && needsLayout ? layoutDraft(layoutPhotosOf(photos, {}), album) : undefined), [album, needsLayout, photos]);
  // The focus boxes are looked for once the first spreads are on screen (a frame drawn after
  // them): starting the worker and fetching its thumbnails never hold back the first draw.
  const [drawn, setDrawn] = useState(false);
  const showing = centred !== undefined;
  useEffect(() => {
    if (!showing || drawn) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [showing, drawn]);
  const focus = useQuery({ ...focusBoxesQuery(lineId, photos), enabled: needsLayout && drawn });
  // The photos with their focus boxes, once found: the customer's changes crop around them too.
  const focused = useMemo(() => (focus.data ? photos.map((p) => ({ ...p, focus: focus.data[p.imageId] })) : photos), [focus.data, photos]);
  // The draft is laid out at once with each photo cropped about its centre, and again once the
  // focus boxes are found: the same pages, each crop kept about what the photo shows.
  const computed = useMemo(
    () => (album && focus.data && needsLayout ? layoutDraft(layoutPhotosOf(photos, focus.data), album) : undefined),
    [album, focus.data, needsLayout, photos],
  );
  // A stored draft meets the photos as they are now: one sent since is listed as left out, and a
  // draft naming a photo removed since is laid out afresh keeping the customer's choices and notes.
  const storedDraft = stored.data?.draft;
  const reconciled = useMemo(
    () => (storedDraft && album ? reconcileDraft(storedDraft, layoutPhotosOf(photos, {}), album) : undefined),
    [storedDraft, album, photos],
  );
  // Each reload of the stored draft starts the editor afresh from it.
  const [generation, setGeneration] = useState(0);

  const save = useCallback((draft: AlbumDraft, version: number) => saveDraft(userId, orderId, lineId, draft, version), [userId, orderId, lineId]);
  const reloadLatest = useCallback(async () => {
    await queries.fetchQuery({ ...storedDraftQuery(userId, orderId, lineId), staleTime: 0 });
    setGeneration((g) => g + 1);
  }, [queries, userId, orderId, lineId]);
  const startAgain = useCallback(async () => {
    const boxes = await queries.fetchQuery(focusBoxesQuery(lineId, photos));
    return layoutDraft(layoutPhotosOf(photos, boxes), album!);
  }, [queries, lineId, photos, album]);

  if (order.isError && refused(order.error)) return <NotFoundPage />;
  if (order.data && !line) return <NotFoundPage />;
  const failed = [order, images, stored].find((q) => q.isError);
  if (failed)
    return (
      <DraftFrame>
        <div className="album-draft__problem" role="alert" data-testid="draft-problem">
          <p>The draft could not be opened ({failed.error?.message}).</p>
          <button type="button" className="button button--quiet" onClick={() => [order, images, stored].forEach((q) => q.isError && void q.refetch())}>
            Try again
          </button>
        </div>
      </DraftFrame>
    );
  if (!album || !images.data || !stored.data)
    return (
      <DraftFrame>
        <p role="status" className="album-draft__loading">
          Loading your album…
        </p>
      </DraftFrame>
    );
  if (!stored.data.draft && photos.length === 0)
    return (
      <DraftFrame name={album.name}>
        <div className="album-draft__empty" data-testid="draft-empty">
          <p>There are no photos for this album yet. Upload some, and a draft of your album is laid out from them at once.</p>
          <Link to={`/${userId}/orders?orderId=${orderId}`} className="button button--primary">
            Upload photos on My Orders
          </Link>
        </div>
      </DraftFrame>
    );
  const initial = reconciled ?? computed ?? centred;
  if (!initial)
    return (
      <DraftFrame name={album.name}>
        <p role="status" className="album-draft__loading" data-testid="draft-laying-out">
          Laying out your {photos.length === 1 ? 'photo' : `${photos.length} photos`}…
        </p>
      </DraftFrame>
    );
  return (
    <DraftFrame name={album.name}>
      <DraftEditor
        key={generation}
        album={album}
        photos={focused}
        initial={initial}
        refined={stored.data.draft ? undefined : computed}
        fitting={!stored.data.draft && focus.isPending}
        version={stored.data.version}
        save={save}
        startAgain={startAgain}
        reloadLatest={() => void reloadLatest()}
      />
    </DraftFrame>
  );
}

/** The page's heading and, once the album is known, what the draft is. */
function DraftFrame({ name, children }: { name?: string; children: ReactNode }) {
  return (
    <section className="container album-draft-page" aria-labelledby="album-draft-title" data-testid="album-draft-page">
      <h1 id="album-draft-title">Your album draft</h1>
      {name && (
        <p className="album-draft__lede">
          A first draft of your {name} album, laid out from the photos you sent. Swap and move photos, choose each page’s layout, mark the photos that must be
          in it and leave a note on any spread: the studio’s designers start from it.
        </p>
      )}
      {children}
    </section>
  );
}
