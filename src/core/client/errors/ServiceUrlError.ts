import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** What is wrong with a service URL (checkServiceUrl). */
export type ServiceUrlProblem =
  /** Neither an http(s) address nor a plain path on the page's own server such as /api. */
  | 'notWebAddress'
  /** A user name or password in the address (`https://name:secret@host`). */
  | 'credentialsInAddress'
  /** A query or fragment (`?`, `#`), which the requests' own paths cannot follow. */
  | 'queryInAddress';

const MESSAGES: Readonly<Record<ServiceUrlProblem, (shown: string | undefined) => string>> = {
  notWebAddress: () =>
    'The service URL is not a web address: enter one that begins with https:// or http://, such as https://pis.example.com, or a path on the add-in\u2019s own server such as /api (one leading slash, no backslash or space).',
  credentialsInAddress: (shown) =>
    `The service URL must not hold a user name or password (the part before "@"); enter the address alone${shown ? `, such as ${shown}` : ''}, and the key in the API key box.`,
  queryInAddress: (shown) =>
    `The service URL must not have a query or fragment (a "?" or "#" and what follows); enter the address alone${shown ? `, such as ${shown}` : ''}.`,
};

/**
 * A service URL that cannot be used, refused before any request is sent. It never repeats what was entered
 * when that could not be read as an address, since a pasted key may be in it; `shown` is the scheme and host
 * of one that was read, and nothing more.
 */
export class ServiceUrlError extends PartSpecError {
  override readonly name = 'ServiceUrlError';
  readonly problem: ServiceUrlProblem;
  /** `https://host:port` of an address that was read, safe to show; undefined when it could not be read. */
  readonly shown?: string;

  constructor(problem: ServiceUrlProblem, shown?: string) {
    super(MESSAGES[problem](shown));
    this.problem = problem;
    this.shown = shown;
  }
}

/** Whether `value` is a ServiceUrlError, also one made by another copy of PartSpec's code. */
export function isServiceUrlError(value: unknown): value is ServiceUrlError {
  return isPartSpecErrorNamed<ServiceUrlError>(value, 'ServiceUrlError');
}
