import type { MatchCheck } from '../../core';
import { fillTemplate, type Words } from '../../words';

// PART.MATCHLINE's causes of Check, whose every word is the matching vocabulary's: one body serves each
// language, which passes its own catalogue.

/**
 * Why a person must check, said before the reasons (parts alike, a size inch and metric, a body size to confirm,
 * an assumed voltage); undefined for a cause that a reason or a note says already (words not understood, a
 * status, a size not stated, a conflict).
 */
export function catalogueCheck(catalogue: Words, check: MatchCheck): string | undefined {
  switch (check.kind) {
    case 'alike':
      return fillTemplate(catalogue.matching.alike, {
        count: String(check.count),
        differences: alikeDifferences(check),
        choose: catalogue.matching.chooseAlike.inCell,
      });
    case 'ambiguousSize':
      return fillTemplate(catalogue.matching.ambiguousSizeCheck, { text: check.text });
    case 'bodySize':
      return fillTemplate(catalogue.matching.bodySizeCheck, { text: check.text, metric: check.metric });
    case 'voltageAssumed':
      return catalogue.matching.voltageAssumed;
    default:
      return undefined;
  }
}

/** What alike parts differ in: their sizes, and their characteristics when there is more than one. */
function alikeDifferences(check: Extract<MatchCheck, { kind: 'alike' }>): string {
  return [...(check.sizes ?? []), ...(check.characteristics.length > 1 ? check.characteristics : [])].join(', ');
}
