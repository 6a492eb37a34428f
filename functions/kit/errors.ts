/** Typed domain errors. The handler kit maps each to its status code in one place. */
import type { ErrorCode } from '../../shared/errors';
import { staffMessages } from '../../shared/staff-orders';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export class ValidationFailed extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super('validation_failed', message, fields);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Please sign in.') {
    super('unauthorized', message);
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'You may not do that.') {
    super('forbidden', message);
  }
}
export class NotFound extends DomainError {
  constructor(message: string) {
    super('not_found', message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super('conflict', message, fields);
  }
}

/**
 * A write named the version of the order it read, and the order had changed since: nothing was
 * written. The order's one writer (functions/data/orders.ts) throws it; the kit answers 409 with a
 * message telling the person to reload, so a change decided on an older state is never a lost update.
 */
export class OrderChanged extends Conflict {
  constructor(message: string = staffMessages.versionConflict) {
    super(message);
  }
}
