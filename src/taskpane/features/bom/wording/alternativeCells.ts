import type { Alternative } from '../../../../core';

// What a BOM refresh writes in the BestAlternative and AlternativeVerdict cells of a part at risk: the
// sheet's words, in English, as the service's fields are.

/** What BestAlternative and AlternativeVerdict say for a part at risk when its alternatives could not be looked up. */
export const NOT_LOOKED_UP = 'not looked up';

/** The verdict as the sheet's AlternativeVerdict cell says it: `drop-in`, `check: RatedVoltage, SmdType`, `not equivalent`. */
export function verdictText(alternative: Alternative | undefined): string {
  if (!alternative) return 'none found';
  const { verdict, differences } = alternative.check;
  return verdict === 'check' ? `check: ${[...new Set(differences.map((d) => d.field))].join(', ')}` : verdict;
}
