import { PartSpecError } from './PartSpecError';

/** 404: what was asked for does not exist (spec 7), e.g. a download file that is gone. */
export class NotFoundError extends PartSpecError {
  constructor(what: string) {
    super(`${what} does not exist on the service (404). Check the service URL in PartSpec settings.`, { status: 404 });
  }
}
