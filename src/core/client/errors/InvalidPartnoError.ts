import { PartSpecError } from './PartSpecError';

/** Part numbers that cannot be put into a query faithfully (a quote or a | inside); nothing was sent. */
export class InvalidPartnoError extends PartSpecError {
  readonly partnos: readonly string[];

  constructor(partnos: readonly string[]) {
    const shown = partnos
      .slice(0, 5)
      .map((partno) => `"${partno}"`)
      .join(', ');
    const more = partnos.length > 5 ? ` and ${partnos.length - 5} more` : '';
    super(`Part numbers cannot contain ' or |: ${shown}${more}. Correct them; nothing was sent.`);
    this.partnos = partnos;
  }
}
