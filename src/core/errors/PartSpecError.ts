/**
 * The brand of every PartSpecError. `Symbol.for` gives one symbol per JavaScript realm, so an error made by
 * another copy of PartSpec's code (a second bundle on the page) carries the same brand: `isPartSpecError`
 * and the guards built on it recognise it where `instanceof` would not.
 */
const BRAND = Symbol.for('partspec.error');

/** What every PartSpecError may carry besides its message. */
export interface PartSpecErrorOptions {
  /** The service's HTTP status, when there was an answer. */
  readonly status?: number;
  /** The failure behind this one. */
  readonly cause?: unknown;
}

/**
 * The base of every error PartSpec throws (core, office, the task pane). Its facts are fields, each
 * subclass adding its own, so that the layers above choose their words from them; the message says what
 * happened, plainly, and names no screen of the add-in. Messages never contain the API key.
 *
 * Each subclass declares its `name` as a literal (minifiers rename classes, so `constructor.name` would not
 * survive a production build): the guards compare it.
 */
export class PartSpecError extends Error {
  override readonly name: string = 'PartSpecError';
  /** The service's HTTP status, when there was an answer. */
  readonly status?: number;

  constructor(message: string, options: PartSpecErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * Whether `value` is a PartSpecError, also one made by another copy of PartSpec's code (another bundle),
 * which `instanceof` would not see.
 */
export function isPartSpecError(value: unknown): value is PartSpecError {
  return (
    value instanceof PartSpecError ||
    (typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true)
  );
}

/**
 * Whether `value` is the PartSpecError whose class declares `name`, from this copy of the code or another:
 * the guard of each error class (`isNetworkError`, ...) is this with its name.
 */
export function isPartSpecErrorNamed<T extends PartSpecError>(value: unknown, name: T['name']): value is T {
  return isPartSpecError(value) && value.name === name;
}
