import { isPartSpecErrorNamed, PartSpecError } from '../../core';

/**
 * An option of the relay (or a flag of `npm run relay`) that cannot work, refused before the relay starts or
 * a command runs. `option` names it as the options do (`auth.tokens`, `answersMaxBytes`); the message says
 * what to give instead, and never repeats a secret that was given.
 */
export class RelayOptionError extends PartSpecError {
  override readonly name = 'RelayOptionError';
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}

/** Whether `value` is a RelayOptionError, also one made by another copy of PartSpec's code. */
export function isRelayOptionError(value: unknown): value is RelayOptionError {
  return isPartSpecErrorNamed<RelayOptionError>(value, 'RelayOptionError');
}
