import { en } from './en';
import { fillTemplate } from './fillTemplate';
import { type ReasonFacts, unreadPhrase } from './reasonPhrase';

// The SDK's `why`: English only, since the SDK speaks English, and terser than the cells' phrases: a part's
// value, then how it stands against the line. Requirement names and the shared phrases are the catalogue's
// English; only the comparisons below are the SDK's own.

/** How a part falls short of a requirement, between its value and the stated one: `16Vdc, below 25 V`. */
const FALLS_SHORT: Readonly<Partial<Record<ReasonFacts['requirement'], string>>> = {
  temperatureCharacteristic: 'less stable than',
  ratedVoltage: 'below',
  tolerance: 'wider than',
  ratedCurrent: 'below',
  height: 'taller than',
};

/**
 * One reason as the SDK's short English phrase: `25Vdc for 16 V` (exceeded), `tolerance not stated: ±10%`,
 * `X5R, less stable than X7R` (lacks), `no rated voltage given` (unknown), `not understood: DNP`. The add-in
 * words the same facts in the display language (reasonPhrase).
 */
export function sdkReasonText(reason: ReasonFacts): string {
  const words = en.matching;
  const requirement = words.requirements[reason.requirement];
  const actual = reason.actual ?? '?';
  const stated = reason.stated ?? '?';
  if (reason.requirement === 'unreadWords') return unreadPhrase(words, reason.stated ?? '');
  if (reason.requirement === 'status') return fillTemplate(words.reason.status, { requirement, actual });
  switch (reason.kind) {
    case 'assumed':
      return fillTemplate(words.reason.assumed, { stated: reason.stated ?? '16V' });
    case 'exceeded':
      return `${actual} for ${stated}`;
    case 'unstated':
      return fillTemplate(words.reason.unstated, { requirement, actual });
    case 'lacks':
      return reason.requirement === 'size'
        ? fillTemplate(words.reason.lacks, { requirement, actual: reason.actual ?? '—', stated })
        : `${reason.actual ?? '—'}, ${FALLS_SHORT[reason.requirement] ?? 'not'} ${stated}`;
    case 'unknown':
      return `no ${requirement} given`;
  }
}
