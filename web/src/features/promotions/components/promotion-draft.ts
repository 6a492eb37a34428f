/**
 * What the promotion form edits, as text (an amount in dollars, times in the studio's local time
 * as the browser's date-time fields give them), and its conversion to the API's body, checked by
 * the schema the server uses; each message is kept under the field it names.
 */
import { promotionEditSchema, promotionInputSchema, type Promotion, type PromotionEdit, type PromotionInput } from '@shared/promotions';
import { configureEnglishValidationMessages } from '@shared/validation-english';

// zod's own wording where a schema gives none: this staff page loads zod's English.
configureEnglishValidationMessages();

export interface PromotionDraft {
  name: string;
  kind: 'percent' | 'amount';
  /** Percent off, or dollars off each item. */
  value: string;
  allAlbums: boolean;
  allProducts: boolean;
  albums: string[];
  products: string[];
  /** `YYYY-MM-DDTHH:mm` in local time (a `datetime-local` field's value). */
  startsAt: string;
  endsAt: string;
  code: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` field shows it, in this browser's (the studio's) time zone. */
export function localInputOf(iso: string | Date): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A `datetime-local` value read in local time, as an ISO instant; empty or unreadable stays as it is for the schema to refuse. */
export function instantOf(local: string): string {
  const d = new Date(local);
  return local && !Number.isNaN(d.getTime()) ? d.toISOString() : local;
}

export function emptyDraft(now = new Date()): PromotionDraft {
  const start = new Date(now);
  start.setSeconds(0, 0);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return {
    name: '',
    kind: 'percent',
    value: '',
    allAlbums: false,
    allProducts: false,
    albums: [],
    products: [],
    startsAt: localInputOf(start),
    endsAt: localInputOf(end),
    code: '',
  };
}

export const draftOf = (p: Promotion): PromotionDraft => ({
  name: p.name,
  kind: p.kind,
  value: p.kind === 'percent' ? String(p.value) : (p.value / 100).toFixed(2),
  allAlbums: p.allAlbums,
  allProducts: p.allProducts,
  albums: [...p.albums],
  products: [...p.products],
  startsAt: localInputOf(p.startsAt),
  endsAt: localInputOf(p.endsAt),
  code: p.code ?? '',
});

/** Whole percent, or dollars to cents; what is no number goes on as NaN for the schema's message. */
function valueOf(draft: PromotionDraft): number {
  const text = draft.value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return draft.kind === 'percent' ? Number(text) : Math.round(Number(text) * 100);
}

const inputOf = (draft: PromotionDraft): PromotionInput => ({
  name: draft.name,
  kind: draft.kind,
  value: valueOf(draft),
  albums: draft.allAlbums ? [] : draft.albums,
  products: draft.allProducts ? [] : draft.products,
  allAlbums: draft.allAlbums,
  allProducts: draft.allProducts,
  startsAt: instantOf(draft.startsAt),
  endsAt: instantOf(draft.endsAt),
  code: draft.code.trim(),
});

export type Checked<B> = { ok: true; body: B } | { ok: false; errors: Record<string, string> };

function check<B>(schema: typeof promotionInputSchema | typeof promotionEditSchema, candidate: object): Checked<B> {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return { ok: true, body: candidate as B };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return { ok: false, errors };
}

/** The body of a new promotion, or the messages by field. */
export const newBodyOf = (draft: PromotionDraft): Checked<PromotionInput> => check(promotionInputSchema, inputOf(draft));
/** The body of an edit, with the version it was read at. */
export const editBodyOf = (draft: PromotionDraft, version: number): Checked<PromotionEdit> => check(promotionEditSchema, { ...inputOf(draft), version });
