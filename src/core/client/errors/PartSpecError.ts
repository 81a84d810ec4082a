/**
 * Every failure the client reports: a message a user can act on, and the HTTP status when the
 * service answered. Messages never contain the API key.
 */
export class PartSpecError extends Error {
  /** The service's HTTP status, when there was an answer. */
  readonly status?: number;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = options.status;
  }
}
