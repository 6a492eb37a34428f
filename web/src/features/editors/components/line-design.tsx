/**
 * One album of an order for the editor: the customer's photos (all as one zip), their draft of the
 * album (customer-draft.tsx), the upload of the proof spreads and of the print-ready file, and
 * every proof round with the customer's comment beside each spread. Uploads close while the
 * customer has the proof and once they approved it (but the approved design's print-ready file).
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { LineDesign, QueueOrder } from '@shared/editing';
import { printFileMimeTypes, spreadMimeTypes } from '@shared/proofs';
import { LinePhotos } from '@/features/staff-orders';
import { orderDesignsQuery } from '../api/get-order-designs';
import { createDesignUploader, type DesignUploader } from '../design-uploader';
import { designUploadState } from './design-upload-state';
import { RoundView } from './round-view';

/** The customer's draft, with its thumbnails and download: its code loads once an album's designs are shown. */
const CustomerDraftSection = lazy(() => import('./customer-draft'));

const stateWords: Record<LineDesign['state'], string> = {
  'no-design': 'No design yet',
  draft: 'Designing',
  'with-customer': 'With the customer',
  'changes-requested': 'Changes requested',
  approved: 'Approved',
};
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export function LineDesignPanel({ order, album, design }: { order: QueueOrder; album: QueueOrder['albums'][number]; design: LineDesign }) {
  const id = useId();
  const client = useQueryClient();
  const uploader = useRef<DesignUploader>(undefined);
  const [, redraw] = useState(0);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const made = createDesignUploader({ clientId: order.user, orderId: order._id, lineId: design.lineId }, () => redraw((n) => n + 1));
    made.uploader.uppy.on('complete', () => void client.invalidateQueries({ queryKey: orderDesignsQuery(order.user, order._id).queryKey }));
    uploader.current = made;
    return () => made.close();
  }, [client, order.user, order._id, design.lineId]);

  const latest = design.rounds.at(-1);
  const spreadsOpen = ['no-design', 'draft', 'changes-requested'].includes(design.state);
  const printOpen = spreadsOpen || (design.state === 'approved' && order.status === 'album-approved');
  const sender = uploader.current?.uploader;
  const files = (sender?.uppy.getFiles() ?? []).map((file) => ({ file, state: sender!.stateOf(file.id) }));
  const failed = files.filter((f) => f.state === 'failed');

  const run = (work: Promise<unknown>) => {
    setProblem(undefined);
    work.catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'The upload failed.'));
  };
  const onSpreads = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])];
    e.target.value = '';
    const refused = chosen.filter((f) => !isOneOf(spreadMimeTypes, f.type));
    if (refused.length) return setProblem(`${refused.map((f) => f.name).join(', ')}: a proof spread must be a JPEG, PNG or WebP image.`);
    if (chosen.length) run(uploader.current!.addSpreads(chosen.map((file) => ({ file, mimeType: file.type as (typeof spreadMimeTypes)[number] }))));
  };
  const onPrintFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isOneOf(printFileMimeTypes, file.type)) return setProblem(`${file.name}: the print-ready file must be a PDF, TIFF or JPEG.`);
    uploader.current!.addPrintFile(file, file.type);
  };

  return (
    <section className="line-design" aria-labelledby={`${id}-title`} data-testid="line-design" data-line-id={design.lineId} data-state={design.state}>
      <h3 id={`${id}-title`} className="line-design__title">
        {album.albumName} album · {album.size}, {album.pages} pages, {album.coverName}
      </h3>
      <p className="line-design__state">
        <span data-testid="line-design-state">{stateWords[design.state]}</span>
        {latest && ` · proof ${latest.round} of ${design.roundsAllowed}`}
        {` · ${design.roundsAllowed - 1} revision${design.roundsAllowed === 2 ? '' : 's'} bought`}
      </p>
      <LinePhotos userId={order.user} orderId={order._id} lineId={design.lineId} lineName={`${album.albumName} album`} />
      <Suspense fallback={<p role="status">Loading the customer’s draft…</p>}>
        <CustomerDraftSection userId={order.user} orderId={order._id} lineId={design.lineId} album={album} saved={design.draft} />
      </Suspense>
      <div className="line-design__uploads">
        <label className="button button--quiet line-design__pick">
          Upload proof spreads
          <input
            type="file"
            multiple
            accept={spreadMimeTypes.join(',')}
            disabled={!spreadsOpen}
            onChange={onSpreads}
            data-testid="spread-input"
            className="visually-hidden"
          />
        </label>
        <label className="button button--quiet line-design__pick">
          Upload the print-ready file
          <input
            type="file"
            accept={printFileMimeTypes.join(',')}
            disabled={!printOpen}
            onChange={onPrintFile}
            data-testid="print-file-input"
            className="visually-hidden"
          />
        </label>
        <p role="status" className="line-design__progress" data-testid="design-upload-state">
          {designUploadState(files, !!sender?.offline)}
        </p>
        {failed.length > 0 && (
          <ul className="line-design__failed" data-testid="design-upload-failed">
            {failed.map(({ file }) => (
              <li key={file.id}>
                {file.name}: {file.error}{' '}
                <button type="button" className="button button--quiet" onClick={() => sender?.retry(file.id)} aria-label={`Retry ${file.name}`}>
                  Retry
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {problem && (
        <p className="editors__problem" role="alert">
          {problem}
        </p>
      )}
      {design.rounds.length === 0 ? (
        <p className="line-design__none">No spreads uploaded yet.</p>
      ) : (
        [...design.rounds].reverse().map((round) => <RoundView key={round.round} round={round} roundsAllowed={design.roundsAllowed} />)
      )}
    </section>
  );
}
