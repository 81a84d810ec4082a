import { PartSpecError } from './PartSpecError';

/** No key is set, so nothing is sent. */
export class MissingApiKeyError extends PartSpecError {
  constructor() {
    super('No API key is set. Enter your key in PartSpec settings (task pane > Settings).');
  }
}
