import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/**
 * 403: the gateway refuses the key, the method or the resource (spec 5, 7). A wrong service URL looks
 * the same as a wrong key, so the message names both.
 */
export class ApiKeyRefusedError extends PartSpecError {
  override readonly name = 'ApiKeyRefusedError';
  declare readonly status: 403;

  constructor() {
    super(
      'The API key was refused (403). Check the key, and that the service URL points at a Product Information Service v2.2.',
      { status: 403 },
    );
  }
}

/** Whether `value` is an ApiKeyRefusedError, also one made by another copy of PartSpec's code. */
export function isApiKeyRefusedError(value: unknown): value is ApiKeyRefusedError {
  return isPartSpecErrorNamed<ApiKeyRefusedError>(value, 'ApiKeyRefusedError');
}
