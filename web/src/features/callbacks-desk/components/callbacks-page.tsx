/**
 * /admin/request-callback (Admin, Employee): the callback requests, newest first, each with its
 * contact, message, date, a status select and its notes; a filter by status (New, No-Answer,
 * Completed, Escalated, Follow-up-Required).
 */
import { useId, useState, type FormEvent } from 'react';
import { callbackStatuses, type Callback } from '@shared/callbacks';
import { messages } from '@shared/messages';
import { ApiError } from '@/lib/api-client';
import { addNote, setStatus, useCallbacks } from '../api/callbacks';
import './callbacks-desk.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function CallbacksPage() {
  const callbacks = useCallbacks();
  const [status, setFilter] = useState('');
  const shown = (callbacks.data ?? []).filter((c) => !status || c.currentStatus === status);
  return (
    <main id="main" className="callbacks-desk container">
      <h1>Callback requests</h1>
      <label className="callbacks-desk__filter">
        Show
        <select value={status} onChange={(e) => setFilter(e.target.value)}>
          <option value="">Every status</option>
          {callbackStatuses.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      {callbacks.isPending && <p role="status">Loading callback requests…</p>}
      {callbacks.isError && <p role="alert">{messages.callbacksFetchFailed}</p>}
      {callbacks.isSuccess && shown.length === 0 && <p>{messages.noCallbacks}</p>}
      <ul className="callbacks-desk__list">
        {shown.map((callback) => (
          <CallbackCard key={callback._id} callback={callback} />
        ))}
      </ul>
    </main>
  );
}

function CallbackCard({ callback }: { callback: Callback }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  // The status just chosen, shown while it is saved; the saved request's own status after that
  // (or again the old one, beside the reason, if saving failed).
  const [choosing, setChoosing] = useState<Callback['currentStatus']>();
  const name = `${callback.firstName} ${callback.lastName}`;
  const tell = (error: unknown) => setProblem(error instanceof ApiError ? error.message : messages.callbackFailed);

  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setProblem(messages.noteRequired);
    try {
      await addNote(callback._id, note);
      setNote('');
      setProblem(undefined);
    } catch (error) {
      tell(error);
    }
  };

  return (
    <li className="callbacks-desk__card" data-testid="callback-card" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`}>{name}</h2>
      <p>
        <a href={`tel:+1${callback.phone}`}>{callback.phone}</a> · <a href={`mailto:${callback.email}`}>{callback.email}</a>
      </p>
      <p className="callbacks-desk__date">{when(callback.date)}</p>
      <p>{callback.message}</p>
      <label>
        Status
        <select
          value={choosing ?? callback.currentStatus}
          aria-busy={choosing !== undefined}
          onChange={(e) => {
            const chosen = e.target.value as Callback['currentStatus'];
            setChoosing(chosen);
            setStatus(callback._id, chosen)
              .catch(tell)
              .finally(() => setChoosing(undefined));
          }}
        >
          {callbackStatuses.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      {callback.notes.length > 0 && (
        <ul className="callbacks-desk__notes" aria-label={`Notes on ${name}`}>
          {callback.notes.map((n) => (
            <li key={n.at}>
              {n.note}{' '}
              <span>
                — {n.by.firstName} {n.by.lastName}, {when(n.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submitNote} className="callbacks-desk__note-form">
        <label htmlFor={`${id}-note`}>Add a note</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            // What was wrong with the last try no longer describes what is being typed.
            setProblem(undefined);
          }}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <button type="submit" className="button button--quiet">
          Add note
        </button>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="callbacks-desk__problem">
            {problem}
          </p>
        )}
      </form>
    </li>
  );
}
