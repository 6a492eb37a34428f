/**
 * /admin/request-callback (Admin, Employee): the callback requests, newest first, each with its
 * contact, message, date, a status select and its notes; a filter by status (New, No-Answer,
 * Completed, Escalated, Follow-up-Required). Requests still New are marked and counted; every
 * status change and note says it was saved, or why not.
 */
import { useId, useState, type FormEvent } from 'react';
import { callbackStatuses, type Callback } from '@shared/callbacks';
import { dialablePhone, formatDateTime as when, formatPhone } from '@shared/formats';
import { messages } from '@shared/messages';
import { ApiError } from '@/lib/api-client';
import { countNew } from '@/lib/staff/callbacks-query';
import { addNote, setStatus, useCallbacks } from '../api/callbacks';
import './callbacks-desk.css';

export function CallbacksPage() {
  const callbacks = useCallbacks();
  const [status, setFilter] = useState('');
  const shown = (callbacks.data ?? []).filter((c) => !status || c.currentStatus === status);
  const fresh = countNew(callbacks.data ?? []);
  return (
    <main id="main" className="callbacks-desk container">
      <h1>Callback requests</h1>
      {callbacks.isSuccess && (
        <p className="callbacks-desk__count" data-testid="callbacks-new-count">
          {fresh === 0 ? 'No new requests.' : `${fresh} new request${fresh === 1 ? '' : 's'} waiting for a call.`}
        </p>
      )}
      <label className="callbacks-desk__filter">
        Show
        <select className="callbacks-desk__select" value={status} onChange={(e) => setFilter(e.target.value)} data-testid="callbacks-filter">
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
  const [noteSaved, setNoteSaved] = useState(false);
  const [statusSaved, setStatusSaved] = useState<Callback['currentStatus']>();
  const [statusProblem, setStatusProblem] = useState<string>();
  // The status just chosen, shown while it is saved; the saved request's own status after that
  // (or again the old one, beside the reason, if saving failed).
  const [choosing, setChoosing] = useState<Callback['currentStatus']>();
  const name = `${callback.firstName} ${callback.lastName}`;
  const reason = (error: unknown) => (error instanceof ApiError ? error.message : messages.callbackFailed);
  const tell = (error: unknown) => setProblem(reason(error));
  const isNew = callback.currentStatus === 'New';

  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setProblem(messages.noteRequired);
    try {
      await addNote(callback._id, note);
      setNote('');
      setProblem(undefined);
      setNoteSaved(true);
    } catch (error) {
      tell(error);
    }
  };

  return (
    <li
      className={`callbacks-desk__card${isNew ? ' callbacks-desk__card--new' : ''}`}
      data-testid="callback-card"
      data-new={isNew}
      aria-labelledby={`${id}-name`}
    >
      <h2 id={`${id}-name`}>
        {isNew && <span className="callbacks-desk__new">New</span>}
        {isNew && ' '}
        {name}
      </h2>
      <p>
        <a href={`tel:${dialablePhone(callback.phone)}`}>{formatPhone(callback.phone)}</a> · <a href={`mailto:${callback.email}`}>{callback.email}</a>
      </p>
      <p className="callbacks-desk__date">{when(callback.date)}</p>
      <p>{callback.message}</p>
      <label>
        Status
        <select
          className="callbacks-desk__select"
          value={choosing ?? callback.currentStatus}
          aria-busy={choosing !== undefined}
          aria-describedby={`${id}-status-said`}
          onChange={(e) => {
            const chosen = e.target.value as Callback['currentStatus'];
            setChoosing(chosen);
            setStatusSaved(undefined);
            setStatusProblem(undefined);
            setStatus(callback._id, chosen)
              .then((saved) => setStatusSaved(saved.currentStatus))
              .catch((error: unknown) => setStatusProblem(`The status was not saved: ${reason(error)}`))
              .finally(() => setChoosing(undefined));
          }}
        >
          {callbackStatuses.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <p id={`${id}-status-said`} className="callbacks-desk__said" data-testid="callback-status-said">
        {choosing !== undefined && <span role="status">Saving…</span>}
        {statusSaved && <span role="status">Saved: {statusSaved}.</span>}
        {statusProblem && (
          <span role="alert" className="callbacks-desk__problem">
            {statusProblem}
          </span>
        )}
      </p>
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
            setNoteSaved(false);
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
        {noteSaved && (
          <p role="status" className="callbacks-desk__said">
            Note added.
          </p>
        )}
      </form>
    </li>
  );
}
