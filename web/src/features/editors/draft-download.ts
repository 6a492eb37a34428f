/**
 * "Download the draft": one zip a design tool can start from, made in the browser when the editor
 * asks for it (this module, pdf-lib and the zip code load then, not with the dashboard): the
 * draft's JSON (the draft, each photo's file name by its id, the album's size and pages) and the
 * contact sheet PDF (web/src/features/album-draft/contact-sheet.ts), its photos from their
 * thumbnails (or originals).
 */
import { downloadZip } from 'client-zip';
import type { AlbumDraft } from '@shared/album-draft/schema';
import { buildContactSheet } from '@/features/album-draft';

export interface DraftDownload {
  draft: AlbumDraft;
  version: number;
  updatedAt?: string;
  album: { name: string; size: string; pages: number };
  photos: { imageId: string; fileName: string; url?: string; thumbnailUrl?: string; width?: number; height?: number; takenAt?: string }[];
}

/** The file names of the zip and its two files, from the album's name and line. */
export const draftFileName = (albumName: string, lineId: string) => `${albumName}-draft-${lineId}`.replace(/[^\w.-]+/g, '-');

async function bytesOf(url: string | undefined): Promise<Uint8Array | undefined> {
  if (!url) return undefined;
  try {
    const res = await fetch(url);
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

export async function draftZip(input: DraftDownload, name: string): Promise<Blob> {
  const named = new Set([
    ...input.draft.spreads.flatMap((s) => (s.hero ? [s.hero.imageId] : s.pages.flatMap((p) => p.photos.map((ph) => ph.imageId)))),
    ...input.draft.mustHave,
    ...input.draft.leaveOut,
    ...input.draft.leftOut,
  ]);
  const photos = input.photos.filter((p) => named.has(p.imageId));
  const json = {
    album: input.album,
    version: input.version,
    ...(input.updatedAt ? { savedAt: input.updatedAt } : {}),
    photos: Object.fromEntries(
      photos.map((p) => [
        p.imageId,
        { fileName: p.fileName, ...(p.width && p.height ? { width: p.width, height: p.height } : {}), ...(p.takenAt ? { takenAt: p.takenAt } : {}) },
      ]),
    ),
    draft: input.draft,
  };
  const images = await Promise.all(photos.map(async (p) => [p.imageId, { fileName: p.fileName, image: await bytesOf(p.thumbnailUrl ?? p.url) }] as const));
  const pdf = await buildContactSheet({ draft: input.draft, album: input.album, photos: Object.fromEntries(images) });
  return downloadZip([
    { name: `${name}.json`, input: JSON.stringify(json, null, 2) },
    { name: `${name}.pdf`, input: pdf },
  ]).blob();
}
