/** One proof round for the editor: its spreads in order, the customer's comment beside each, its print-ready file and the answer. */
import type { RoundView as Round } from '@shared/editing';
import { formatBytes } from '@shared/formats';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function RoundView({ round, roundsAllowed }: { round: Round; roundsAllowed: number }) {
  const comments = new Map(round.answer?.comments.map((c) => [c.spreadId, c.comment]));
  const answer =
    round.answer?.decision === 'approved'
      ? `Approved ${timeFormat.format(new Date(round.answer.at))}`
      : round.answer
        ? `Changes requested ${timeFormat.format(new Date(round.answer.at))}`
        : round.sentAt
          ? `Sent ${timeFormat.format(new Date(round.sentAt))}, waiting for the customer`
          : 'Not sent yet';
  return (
    <section className="round" aria-label={`Proof ${round.round}`} data-testid="design-round" data-round={round.round}>
      <h4 className="round__title">
        Proof {round.round} of {roundsAllowed} · <span>{answer}</span>
      </h4>
      {round.printFile && (
        <p className="round__print">
          Print-ready file: {round.printFile.url ? <a href={round.printFile.url}>{round.printFile.fileName}</a> : round.printFile.fileName} (
          {formatBytes(round.printFile.size)}
          {round.printFile.uploading ? ', uploading' : ''})
        </p>
      )}
      <ol className="round__spreads">
        {round.spreads.map((s) => (
          <li key={s.spreadId} className="round__spread" data-testid="design-spread">
            <a href={s.url} target="_blank" rel="noreferrer">
              <img src={s.url} alt={s.fileName} loading="lazy" width={240} height={120} />
            </a>
            <span className="round__name">{s.fileName}</span>
            {comments.has(s.spreadId) && (
              <p className="round__comment" data-testid="spread-comment">
                “{comments.get(s.spreadId)}”
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
