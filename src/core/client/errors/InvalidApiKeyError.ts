import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** The key holds characters an HTTP header cannot carry (often a pasted line break); nothing was sent. */
export class InvalidApiKeyError extends PartSpecError {
  override readonly name = 'InvalidApiKeyError';

  constructor() {
    super(
      'The API key holds spaces, line breaks or other characters a key cannot have, so nothing was sent. Enter the key again.',
    );
  }
}

/** Whether `value` is an InvalidApiKeyError, also one made by another copy of PartSpec's code. */
export function isInvalidApiKeyError(value: unknown): value is InvalidApiKeyError {
  return isPartSpecErrorNamed<InvalidApiKeyError>(value, 'InvalidApiKeyError');
}
