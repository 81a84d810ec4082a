import type { BodySize } from './bodySizes';
import type { OutOfScope, PartDescription } from './PartDescription';
import type { PartMatch } from './PartMatch';

/** Why the catalogue holds no part for a line whatever its value: a leaded inductor (the catalogue has none). */
export type NotInCatalogue =
  | { readonly kind: 'leadedInductor'; readonly text: string }
  /** A body of no size the catalogue has (`12x12`, a 7.3 x 6.6 mm Bourns SRP7028): `body` in mm. */
  | { readonly kind: 'bodySize'; readonly text: string; readonly body: BodySize; readonly family?: string };

/** What one BOM line comes to, as matchLine answers it: its parts, or why none is looked for. */
export type LineAnswer =
  /** Its parts best first (`near` ones when none meets it; none when nothing of its value exists). */
  | { readonly kind: 'parts'; readonly description: PartDescription; readonly matches: readonly PartMatch[] }
  /** Not to be fitted (`DNP`): no part, and nothing to check. `text`: the word that says so. */
  | { readonly kind: 'notFitted'; readonly description: PartDescription; readonly text: string }
  /** Not a ceramic capacitor or inductor: never a proposal. */
  | { readonly kind: 'outOfScope'; readonly description: PartDescription; readonly outOfScope: OutOfScope }
  /** A kind of part the catalogue has none of: no proposal. */
  | { readonly kind: 'notInCatalogue'; readonly description: PartDescription; readonly reason: NotInCatalogue }
  /** No value could be read: nothing to search for (`description.unread` says what was not understood). */
  | { readonly kind: 'noValue'; readonly description: PartDescription };

/**
 * The answer of a line that is not to be matched, decided from its reading alone, in this order: not fitted
 * (whatever else it says), out of scope, not in the catalogue, no value; undefined for a line to match.
 */
export function refusalOf(description: PartDescription): Exclude<LineAnswer, { kind: 'parts' }> | undefined {
  if (description.notFitted) return { kind: 'notFitted', description, text: description.notFitted.text };
  if (description.outOfScope) return { kind: 'outOfScope', description, outOfScope: description.outOfScope };
  if (description.leadedInductor) {
    return {
      kind: 'notInCatalogue',
      description,
      reason: { kind: 'leadedInductor', text: description.leadedInductor.text },
    };
  }
  if (description.bodyNotInCatalogue) {
    return { kind: 'notInCatalogue', description, reason: { kind: 'bodySize', ...description.bodyNotInCatalogue } };
  }
  if (!description.value) return { kind: 'noValue', description };
  return undefined;
}
