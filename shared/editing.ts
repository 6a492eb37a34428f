/**
 * What the editors' dashboard and the customer's proof review send and receive (the editing
 * queue of `GET /orders/editors/{userId}`, the design uploads of
 * `POST /galleries/editor/{clientId}/{orderId}`). The rules behind them are in ./proofs.
 */
import * as z from 'zod/mini';
import { albumDraftSchema } from './album-draft/schema';
import { MAX_CART_LINES, MAX_QUANTITY } from './cart-rules';
import { messages } from './messages';
import { albumPages, MAX_ROUNDS, MAX_VERSION, versionSchema, wholeNumber } from './numbers';
import { editorStatuses, orderStatusSchema } from './orders';
import { safeText, utf8Bytes } from './text';
import {
  MAX_ANSWER_COMMENT_BYTES,
  MAX_COMMENT_LENGTH,
  MAX_PRINT_FILE_BYTES,
  MAX_SPREAD_BYTES,
  MAX_SPREADS_PER_ROUND,
  printFileMimeTypes,
  proofMessages,
  spreadMimeTypes,
} from './proofs';

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id'));
const orderVersion = versionSchema(messages.orderVersionInvalid);
/** A design round of an album line: 1, 2, … */
const roundSchema = wholeNumber(1, MAX_ROUNDS);
/** Orders in one count of the editors' queue. */
const queueCount = wholeNumber(0, 1_000_000);
const fileNameSchema = safeText(200).check(z.minLength(1, messages.noFileSelected));

/** One album line of an order in the queue, as the dashboard lists it. */
export const queueAlbumSchema = z.object({
  _id: z.string(),
  albumName: z.string(),
  size: z.string(),
  pages: wholeNumber(albumPages.min, albumPages.max),
  coverName: z.string(),
  quantity: wholeNumber(1, MAX_QUANTITY),
  revisionsBought: z.optional(wholeNumber(0, MAX_ROUNDS - 1)),
});
export const queueOrderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  orderNumber: z.optional(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.iso.datetime(),
  status: orderStatusSchema,
  /** When a person last changed the status. */
  statusChangedAt: z.optional(z.iso.datetime()),
  version: orderVersion,
  albums: z.array(queueAlbumSchema),
  productCount: wholeNumber(0, MAX_CART_LINES),
});
export type QueueOrder = z.infer<typeof queueOrderSchema>;

/** `GET /orders/editors/{userId}`: the three counts and the queue, oldest first. */
export const editingQueueSchema = z.object({
  counts: z.object({ active: queueCount, awaitingApproval: queueCount, completed: queueCount }),
  orders: z.array(queueOrderSchema),
});
export type EditingQueue = z.infer<typeof editingQueueSchema>;

/** `PUT /orders/editors/{clientId}/{orderId}/status`: one of the editors' four statuses, with the version read. */
export const editorStatusChangeSchema = z.object({
  status: z.enum(editorStatuses),
  version: orderVersion,
});

export const spreadFileSchema = z.object({
  fileName: fileNameSchema,
  mimeType: z.enum(spreadMimeTypes, 'A proof spread must be a JPEG, PNG or WebP image.'),
  size: z.int().check(z.positive(), z.maximum(MAX_SPREAD_BYTES, 'A proof spread can be at most 50 MB.')),
});

/** `POST /galleries/editor/{clientId}/{orderId}`: presigned PUTs for spreads of one album's proof. */
export const signSpreadsSchema = z.object({
  lineId: idSchema,
  spreads: z.array(spreadFileSchema).check(z.minLength(1, messages.noFileSelected), z.maxLength(50)),
});
export const signedSpreadsSchema = z.object({
  round: roundSchema,
  spreads: z.array(z.object({ spreadId: z.string(), fileName: z.string(), uploadUrl: z.string() })),
});

/** `POST /galleries/editor/{clientId}/{orderId}/print-file`: starts the multipart upload of the print-ready file. */
export const startPrintFileSchema = z.object({
  lineId: idSchema,
  fileName: fileNameSchema,
  mimeType: z.enum(printFileMimeTypes, 'The print-ready file must be a PDF, TIFF or JPEG.'),
  size: z.int().check(z.positive(), z.maximum(MAX_PRINT_FILE_BYTES, 'The print-ready file can be at most 500 MB.')),
});
export const printFileStartedSchema = z.object({ uploadId: z.string(), key: z.string(), round: roundSchema });

export const commentSchema = z.object({
  spreadId: idSchema,
  comment: safeText(MAX_COMMENT_LENGTH, { multiline: true }).check(z.minLength(1, proofMessages.commentNeeded)),
});

/** A spread as the editor and the customer see it, with a short-lived link. */
export const spreadViewSchema = z.object({ spreadId: z.string(), fileName: z.string(), url: z.string() });
export const roundViewSchema = z.object({
  round: roundSchema,
  spreads: z.array(spreadViewSchema),
  /** The print-ready file (editors only), once complete. */
  printFile: z.optional(z.object({ fileName: z.string(), size: wholeNumber(0, MAX_PRINT_FILE_BYTES), url: z.optional(z.string()), uploading: z.boolean() })),
  sentAt: z.optional(z.iso.datetime()),
  answer: z.optional(
    z.object({
      decision: z.enum(['approved', 'changes']),
      at: z.iso.datetime(),
      comments: z.array(commentSchema),
    }),
  ),
  /** Editors only: the customer's draft as it stood when this round was sent, and its version then. */
  draftVersion: z.optional(wholeNumber(1, MAX_VERSION)),
  draft: z.optional(albumDraftSchema),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const lineDesignSchema = z.object({
  lineId: z.string(),
  albumName: z.string(),
  state: z.enum(['no-design', 'draft', 'with-customer', 'changes-requested', 'approved']),
  roundsAllowed: roundSchema,
  /** Oldest first; the customer sees only rounds that were sent to them. */
  rounds: z.array(roundViewSchema),
  /** Editors only: the customer's saved draft of this album (`GET /orders/{userId}/{orderId}/drafts/{lineId}` reads it), when there is one. */
  draft: z.optional(z.object({ version: wholeNumber(1, MAX_VERSION), updatedAt: z.iso.datetime() })),
});
export type LineDesign = z.infer<typeof lineDesignSchema>;

/** `GET /galleries/editor/{clientId}/{orderId}` (every round) and `GET /orders/{userId}/{orderId}/proof` (rounds sent). */
export const orderDesignsSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  version: orderVersion,
  lines: z.array(lineDesignSchema),
});
export type OrderDesigns = z.infer<typeof orderDesignsSchema>;

/** The round of each album line the customer looked at: an answer to a proof that was replaced is refused. */
const roundsSeenSchema = z.record(idSchema, roundSchema);

/** `POST /orders/{userId}/{orderId}/proof-answer`: approve, or ask for changes with a comment per spread. */
export const proofAnswerSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), rounds: roundsSeenSchema }),
  z.object({
    decision: z.literal('changes'),
    rounds: roundsSeenSchema,
    comments: z.array(z.extend(commentSchema, { lineId: idSchema })).check(
      z.minLength(1, proofMessages.commentNeeded),
      z.maxLength(MAX_SPREADS_PER_ROUND),
      z.refine((comments) => comments.reduce((bytes, c) => bytes + utf8Bytes(c.comment), 0) <= MAX_ANSWER_COMMENT_BYTES, proofMessages.commentsTooLong),
    ),
  }),
]);
export type ProofAnswer = z.infer<typeof proofAnswerSchema>;
