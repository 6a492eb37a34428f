/**
 * Saving the draft as the customer shapes it: each change waits `SAVE_AFTER_MS` for the next one,
 * then the latest draft goes, one request at a time (a change made while one is on its way goes
 * after it, on the version it answers). The draft on screen is always the customer's latest: an
 * answer never replaces it. A 409 (the draft changed in another window) stops saving until the
 * customer reloads the latest; nothing is overwritten silently. Another failure keeps the change
 * for a Retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlbumDraft, StoredDraft } from '@shared/album-draft/schema';
import { ApiError } from '@/lib/api-client';

export const SAVE_AFTER_MS = 800;

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string } | { kind: 'conflict'; message: string };

type Save = (draft: AlbumDraft, version: number) => Promise<StoredDraft>;

export function useAutosave(save: Save, version: number) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const read = useRef(version);
  const waiting = useRef<AlbumDraft | undefined>(undefined);
  const sending = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  const send = useCallback(async (): Promise<void> => {
    const draft = waiting.current;
    if (sending.current || !draft || stopped.current) return;
    waiting.current = undefined;
    sending.current = true;
    setState({ kind: 'saving' });
    try {
      read.current = (await saveRef.current(draft, read.current)).version;
      sending.current = false;
      // A change made meanwhile goes now unless its own wait is still running.
      if (waiting.current && timer.current === undefined) return send();
      if (!waiting.current) setState({ kind: 'saved' });
    } catch (error) {
      sending.current = false;
      if (error instanceof ApiError && error.status === 409) {
        stopped.current = true;
        waiting.current = undefined;
        setState({ kind: 'conflict', message: error.message });
        return;
      }
      // The change stays to be sent again, unless a newer one has taken its place.
      waiting.current ??= draft;
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  /** Saves `draft` once the customer pauses. */
  const schedule = useCallback(
    (draft: AlbumDraft) => {
      if (stopped.current) return;
      waiting.current = draft;
      setState({ kind: 'saving' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void send();
      }, SAVE_AFTER_MS);
    },
    [send],
  );

  const retry = useCallback(() => void send(), [send]);

  // Leaving with a change not yet saved: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (waiting.current || sending.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the page inside the app: what was waiting goes at once.
      clearTimeout(timer.current);
      timer.current = undefined;
      void send();
    };
  }, [send]);

  return { state, schedule, retry };
}
