import { PartSpecError } from './PartSpecError';

/** No answer at all: the address is wrong, the machine is offline, or the browser blocked the request. */
export class NetworkError extends PartSpecError {
  constructor(origin: string, attempts: number, cause: unknown) {
    const reason = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    super(
      `Could not reach the service at ${origin}${tries}${reason}. Check the service URL in PartSpec settings and the network connection.`,
      { cause },
    );
  }
}
