import { PartSpecError } from './PartSpecError';

/**
 * 403: the gateway refuses the key, the method or the resource (spec 5, 7). A wrong service URL looks
 * the same as a wrong key, so the message names both.
 */
export class ApiKeyRefusedError extends PartSpecError {
  constructor() {
    super(
      'The API key was refused (403). Check the key in PartSpec settings, and that the service URL points at a Product Information Service v2.2.',
      { status: 403 },
    );
  }
}
