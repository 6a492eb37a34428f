/**
 * /admin/promotions (Admin): every promotion, grouped Running, Scheduled and Ended, each with its
 * discount, what it applies to, its dates and its code; New promotion and Edit open the form in a
 * modal, and End now (after a confirmation) ends a running or scheduled one at once. Every save
 * carries the version it was read at: someone else's change in between is a conflict to reload,
 * never overwritten.
 */
import { useState } from 'react';
import { formatDateTime } from '@shared/formats';
import { isRunning } from '@shared/promotion-rules';
import type { Promotion, PromotionEdit, PromotionInput } from '@shared/promotions';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { addPromotion, endPromotion, reloadPromotions, savePromotion, useStaffPromotions } from '../api/staff-promotions';
import { appliesToOf, discountOf } from '../words';
import { draftOf, editBodyOf, emptyDraft, newBodyOf } from './promotion-draft';
import { PromotionForm, type CatalogNames } from './promotion-form';
import '../promotions.css';

type Group = 'Running' | 'Scheduled' | 'Ended';
const groups: readonly Group[] = ['Running', 'Scheduled', 'Ended'];

const groupOf = (p: Promotion, now: Date): Group => (isRunning(p, now) ? 'Running' : Date.parse(p.startsAt) > now.getTime() ? 'Scheduled' : 'Ended');

type Editing = { kind: 'new' } | { kind: 'edit'; promotion: Promotion; round: number };

/** `catalog`: the names the form offers (the page reads the catalog). */
export function PromotionsPage({ catalog }: { catalog: CatalogNames }) {
  const list = useStaffPromotions();
  const [editing, setEditing] = useState<Editing>();
  const [ending, setEnding] = useState<Promotion>();
  const [saved, setSaved] = useState<string>();
  const now = new Date();
  const promotions = list.data ?? [];

  const save = async (body: object) => {
    if (!editing) return;
    const result = editing.kind === 'new' ? await addPromotion(body as PromotionInput) : await savePromotion(editing.promotion.id, body as PromotionEdit);
    setEditing(undefined);
    setSaved(`Saved ${result.name}.`);
  };

  // After a conflict: the promotion as it is now, and the form started over from it.
  const reload = async () => {
    if (editing?.kind !== 'edit') return;
    const fresh = (await reloadPromotions()).find((p) => p.id === editing.promotion.id);
    if (!fresh) throw new Error('The promotion is no longer there.');
    setEditing({ kind: 'edit', promotion: fresh, round: editing.round + 1 });
  };

  return (
    <main id="main" className="promotions-admin container">
      <h1>Promotions</h1>
      <p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setSaved(undefined);
            setEditing({ kind: 'new' });
          }}
        >
          New promotion
        </button>
      </p>
      <div aria-live="polite">
        {saved && (
          <p className="promotions-admin__saved" data-testid="promotion-saved">
            {saved}
          </p>
        )}
      </div>
      {list.isPending && <p role="status">Loading the promotions…</p>}
      {list.isError && (
        <p role="alert">
          The promotions could not be read.{' '}
          <button type="button" className="button button--quiet" onClick={() => void list.refetch()}>
            Try again
          </button>
        </p>
      )}
      {list.isSuccess && promotions.length === 0 && (
        <p data-testid="promotions-empty">No promotions yet. A new one can run now or be scheduled ahead, for everyone or with a code.</p>
      )}
      {list.isSuccess &&
        promotions.length > 0 &&
        groups.map((group) => {
          const inGroup = promotions.filter((p) => groupOf(p, now) === group);
          return (
            <section key={group} className="promotions-admin__group" aria-labelledby={`promotions-${group}`} data-testid={`promotions-${group.toLowerCase()}`}>
              <h2 id={`promotions-${group}`}>
                {group} <span className="visually-hidden">promotions</span>({inGroup.length})
              </h2>
              {inGroup.length === 0 ? (
                <p>None.</p>
              ) : (
                <ul className="promotions-admin__list">
                  {inGroup.map((p) => (
                    <PromotionItem
                      key={p.id}
                      promotion={p}
                      ended={group === 'Ended'}
                      onEdit={() => {
                        setSaved(undefined);
                        setEditing({ kind: 'edit', promotion: p, round: 0 });
                      }}
                      onEnd={() => {
                        setSaved(undefined);
                        setEnding(p);
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      <Modal
        open={!!editing}
        title={editing?.kind === 'edit' ? `Edit ${editing.promotion.name}` : 'New promotion'}
        onClose={() => setEditing(undefined)}
        testId="promotion-dialog"
      >
        {editing && (
          <PromotionForm
            key={editing.kind === 'edit' ? `${editing.promotion.id}-${editing.round}` : 'new'}
            initial={editing.kind === 'edit' ? draftOf(editing.promotion) : emptyDraft()}
            catalog={catalog}
            submitLabel={editing.kind === 'edit' ? 'Save changes' : 'Add promotion'}
            check={(draft) => (editing.kind === 'edit' ? editBodyOf(draft, editing.promotion.version) : newBodyOf(draft))}
            onSubmit={save}
            onReload={editing.kind === 'edit' ? reload : undefined}
          />
        )}
      </Modal>
      <Modal open={!!ending} title={ending ? `End ${ending.name} now?` : ''} onClose={() => setEnding(undefined)} testId="end-promotion-dialog">
        {ending && (
          <EndConfirmation
            promotion={ending}
            onEnded={(p) => {
              setEnding(undefined);
              setSaved(`Ended ${p.name}.`);
            }}
            onCancel={() => setEnding(undefined)}
          />
        )}
      </Modal>
    </main>
  );
}

function PromotionItem({ promotion: p, ended, onEdit, onEnd }: { promotion: Promotion; ended: boolean; onEdit(): void; onEnd(): void }) {
  return (
    <li className="promotions-admin__item" data-testid="promotion-item" data-name={p.name}>
      <div>
        <h3>{p.name}</h3>
        <dl className="promotions-admin__facts">
          <dt>Discount</dt>
          <dd data-testid="promotion-discount">{discountOf(p)}</dd>
          <dt>Applies to</dt>
          <dd>{appliesToOf(p)}</dd>
          <dt>Runs</dt>
          <dd>
            <time dateTime={p.startsAt}>{formatDateTime(p.startsAt)}</time> to <time dateTime={p.endsAt}>{formatDateTime(p.endsAt)}</time>
            {p.endedEarlyAt && ' (ended early)'}
          </dd>
          <dt>Code</dt>
          <dd data-testid="promotion-code-shown">{p.code ?? 'None: everyone gets it, and the shop shows the sale'}</dd>
        </dl>
      </div>
      {!ended && (
        <div className="promotions-admin__actions">
          <button type="button" className="button button--quiet" onClick={onEdit} aria-label={`Edit: ${p.name}`}>
            Edit
          </button>
          <button type="button" className="button button--quiet" onClick={onEnd} aria-label={`End now: ${p.name}`}>
            End now
          </button>
        </div>
      )}
    </li>
  );
}

function EndConfirmation({ promotion, onEnded, onCancel }: { promotion: Promotion; onEnded(p: Promotion): void; onCancel(): void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; conflict: boolean }>();
  const end = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      onEnded(await endPromotion(promotion.id, promotion.version));
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      setProblem({
        message: error instanceof ApiError && error.status < 500 && error.message ? error.message : 'The promotion could not be ended. Please try again.',
        conflict,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="promotion-form">
      <p>
        Shoppers stop getting {discountOf(promotion)} {appliesToOf(promotion)} at once; orders already placed keep their prices.
      </p>
      {problem && (
        <div role="alert" className="promotion-form__problem" data-testid="end-promotion-problem">
          <p>{problem.message}</p>
          {problem.conflict && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                void reloadPromotions();
                onCancel();
              }}
            >
              Reload
            </button>
          )}
        </div>
      )}
      <div className="promotions-admin__actions">
        <button type="button" className="button button--primary" onClick={() => void end()} aria-disabled={busy || undefined}>
          {busy ? 'Ending…' : 'End now'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Keep it
        </button>
      </div>
    </div>
  );
}
