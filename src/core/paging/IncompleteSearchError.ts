import type { Product } from '../catalog';
import { isPartSpecError, isPartSpecErrorNamed, PartSpecError } from '../errors';
import type { SearchContinuation } from './SearchContinuation';

function sentence(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().replace(/[.\s]+$/, '');
}

/**
 * searchAll stopped on a failure after some pages had arrived: nothing of them is lost. `products` are
 * those in hand (each once, in the order asked for), `continuation` goes on from the last complete page,
 * and `cause` says why it stopped (a ServiceError, NetworkError, TimeoutError or RateLimitError once the
 * job's retries were spent).
 */
export class IncompleteSearchError extends PartSpecError {
  override readonly name = 'IncompleteSearchError';
  readonly products: Product[];
  readonly continuation: SearchContinuation;
  /** Search requests answered before it stopped. */
  readonly requests: number;

  constructor(products: Product[], continuation: SearchContinuation, cause: unknown) {
    const count = products.length.toLocaleString('en-US');
    const requests = continuation.requests.toLocaleString('en-US');
    super(
      `The search stopped after ${count} ${products.length === 1 ? 'product' : 'products'} from ${requests} ${
        continuation.requests === 1 ? 'request' : 'requests'
      }: ${sentence(cause)}. What arrived is kept; resume the search later to fetch the rest.`,
      { cause, status: isPartSpecError(cause) ? cause.status : undefined },
    );
    this.products = products;
    this.continuation = continuation;
    this.requests = continuation.requests;
  }
}

/** Whether `value` is an IncompleteSearchError, also one made by another copy of PartSpec's code. */
export function isIncompleteSearchError(value: unknown): value is IncompleteSearchError {
  return isPartSpecErrorNamed<IncompleteSearchError>(value, 'IncompleteSearchError');
}
