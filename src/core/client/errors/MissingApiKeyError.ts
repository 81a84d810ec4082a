import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** No key is set, so nothing is sent. */
export class MissingApiKeyError extends PartSpecError {
  override readonly name = 'MissingApiKeyError';

  constructor() {
    super('No API key is set, so nothing was sent. Set the API key and try again.');
  }
}

/** Whether `value` is a MissingApiKeyError, also one made by another copy of PartSpec's code. */
export function isMissingApiKeyError(value: unknown): value is MissingApiKeyError {
  return isPartSpecErrorNamed<MissingApiKeyError>(value, 'MissingApiKeyError');
}
