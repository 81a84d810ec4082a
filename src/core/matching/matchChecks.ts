import { atLeastAsStable, fieldValueNamed } from '../catalog';
import type { MatchAssessment } from './assessMatch';
import type { PartDescription } from './PartDescription';
import type { MatchCheck } from './PartMatch';

/** Two over-ratings this close are the same standing: sums of logarithms carry rounding noise. */
const SAME = 1e-9;

/** What every part proposed for a line shares: the causes of Check that come from the line, not the part. */
export function lineChecks(description: PartDescription, ambiguityMatters: boolean): MatchCheck[] {
  const checks: MatchCheck[] = [];
  if (description.unread.length > 0) checks.push({ kind: 'unread', words: description.unread });
  for (const note of description.notes) {
    if (note.kind === 'conflict') checks.push(note);
    if (note.kind === 'ambiguousSize' && ambiguityMatters) checks.push(note);
    if (note.kind === 'bodySize' && !note.exact)
      checks.push({ kind: 'bodySize', text: note.text, metric: note.metric });
  }
  return checks;
}

const characteristicOf = (assessment: MatchAssessment): string | undefined => {
  const value = fieldValueNamed(assessment.product, 'TemperatureCharacteristics');
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Whether no rule orders two characteristics: neither is at least as stable as the other (X7T and X5R). */
function unordered(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined || a === b) return false;
  return atLeastAsStable(a, b) !== true && atLeastAsStable(b, a) !== true;
}

/** A part's size: its size code (inch, else metric), or its lead spacing. */
const sizeOf = (assessment: MatchAssessment): string => {
  const code = fieldValueNamed(assessment.product, 'SizecodeInch') ?? fieldValueNamed(assessment.product, 'SizecodeMm');
  return String(code ?? fieldValueNamed(assessment.product, 'LeadSpace') ?? '');
};

/**
 * The causes of Check of one meeting part among the meeting parts `peers` (ranked): a voltage below the one
 * assumed, and parts as good by all the line states that differ in what it did not state and that matters: a
 * characteristic no rule orders against its own, or another size (or lead spacing) when the line stated none.
 * A status other than In Production is said in the reasons, but is no decision: no In Production part meets.
 */
export function partChecks(
  assessment: MatchAssessment,
  peers: readonly MatchAssessment[],
  description: PartDescription,
): MatchCheck[] {
  const checks: MatchCheck[] = [];
  if (assessment.belowAssumedVoltage) checks.push({ kind: 'voltageAssumed' });
  const sizeUnstated = !description.size && !description.leadSpacing;
  if (!description.temperatureCharacteristic || sizeUnstated) {
    const mine = characteristicOf(assessment);
    const differs = (peer: MatchAssessment) =>
      (!description.temperatureCharacteristic && unordered(mine, characteristicOf(peer))) ||
      (sizeUnstated && sizeOf(peer) !== sizeOf(assessment));
    // The part itself is never among them: it differs from itself in nothing.
    const alike = peers.filter(
      (peer) =>
        peer.exact === assessment.exact &&
        peer.status === assessment.status &&
        peer.belowAssumedVoltage === assessment.belowAssumedVoltage &&
        Math.abs(peer.overRating - assessment.overRating) < SAME &&
        differs(peer),
    );
    if (alike.length > 0) {
      const characteristics = [...new Set([mine, ...alike.map(characteristicOf)])].filter(
        (code): code is string => code !== undefined,
      );
      const sizes = [...new Set([assessment, ...alike].map(sizeOf))].filter((size) => size !== '');
      checks.push({ kind: 'alike', count: alike.length + 1, characteristics, ...(sizes.length > 1 ? { sizes } : {}) });
    }
  }
  return checks;
}
