import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/**
 * The service's address answered with a redirect, which PartSpec never follows: the request carries the API
 * key, and a redirect could take it to another host, whose answer would then be taken for the service's.
 * `location` is where it pointed (scheme, host and path only), or undefined where the browser hides it.
 */
export class RedirectRefusedError extends PartSpecError {
  override readonly name = 'RedirectRefusedError';
  /** The redirect's status (301, 302, 303, 307, 308); undefined where the browser hides it. */
  readonly redirectStatus?: number;
  /** Where the redirect pointed: `https://host/path`, without query, fragment or user name; or undefined. */
  readonly location?: string;

  constructor(options: { redirectStatus?: number; location?: string } = {}) {
    const where = options.location ? ` to ${options.location}` : '';
    super(
      `The service URL answered with a redirect${where}, which PartSpec does not follow, so that the API key goes only to the address you set. If that is where the service now is, enter it as the service URL.`,
      { status: options.redirectStatus },
    );
    this.redirectStatus = options.redirectStatus;
    this.location = options.location;
  }
}

/** Whether `value` is a RedirectRefusedError, also one made by another copy of PartSpec's code. */
export function isRedirectRefusedError(value: unknown): value is RedirectRefusedError {
  return isPartSpecErrorNamed<RedirectRefusedError>(value, 'RedirectRefusedError');
}
