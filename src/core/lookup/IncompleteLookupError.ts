import { isPartSpecError, isPartSpecErrorNamed, PartSpecError } from '../errors';
import type { ResolvedProduct } from './variants';

function sentence(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().replace(/[.\s]+$/, '');
}

/**
 * A lookup of which some batches arrived and others failed once the job's retries were spent. Nothing that
 * arrived is lost: `found` holds the answers in hand (as lookup's Map would: a product, or undefined for a
 * part number the service does not know), `failed` the part numbers still without an answer, `cause` why.
 * The answers found are cached, so asking again sends only the failed ones.
 */
export class IncompleteLookupError extends PartSpecError {
  override readonly name = 'IncompleteLookupError';
  readonly found: ReadonlyMap<string, ResolvedProduct | undefined>;
  readonly failed: readonly string[];

  constructor(found: ReadonlyMap<string, ResolvedProduct | undefined>, failed: readonly string[], cause: unknown) {
    const total = found.size + failed.length;
    super(
      `${failed.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} part numbers could not be looked up: ${sentence(cause)}. The other ${found.size.toLocaleString('en-US')} were; ask again for the rest.`,
      { cause, status: isPartSpecError(cause) ? cause.status : undefined },
    );
    this.found = found;
    this.failed = failed;
  }
}

/** Whether `value` is an IncompleteLookupError, also one made by another copy of PartSpec's code. */
export function isIncompleteLookupError(value: unknown): value is IncompleteLookupError {
  return isPartSpecErrorNamed<IncompleteLookupError>(value, 'IncompleteLookupError');
}
