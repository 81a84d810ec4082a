import { isPartSpecErrorNamed, PartSpecError } from '../../errors';

/** Part numbers that cannot be put into a query faithfully (a quote or a | inside); nothing was sent. */
export class InvalidPartnoError extends PartSpecError {
  override readonly name = 'InvalidPartnoError';
  /** Every part number refused, as given. */
  readonly partnos: readonly string[];

  constructor(partnos: readonly string[]) {
    super(`Part numbers cannot contain ' or |: ${listPartnos(partnos)}. Correct them; nothing was sent.`);
    this.partnos = [...partnos];
  }
}

/** `"a", "b" and 3 more`: at most five part numbers, in quotes, then how many others. */
export function listPartnos(partnos: readonly string[], shown = 5): string {
  const quoted = partnos
    .slice(0, shown)
    .map((partno) => `"${partno}"`)
    .join(', ');
  return partnos.length > shown ? `${quoted} and ${partnos.length - shown} more` : quoted;
}

/** Whether `value` is an InvalidPartnoError, also one made by another copy of PartSpec's code. */
export function isInvalidPartnoError(value: unknown): value is InvalidPartnoError {
  return isPartSpecErrorNamed<InvalidPartnoError>(value, 'InvalidPartnoError');
}
