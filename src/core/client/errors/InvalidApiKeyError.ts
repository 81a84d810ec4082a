import { PartSpecError } from './PartSpecError';

/** The key holds characters an HTTP header cannot carry (often a pasted line break); nothing was sent. */
export class InvalidApiKeyError extends PartSpecError {
  constructor() {
    super(
      'The API key holds spaces, line breaks or other characters a key cannot have. Enter it again in PartSpec settings.',
    );
  }
}
