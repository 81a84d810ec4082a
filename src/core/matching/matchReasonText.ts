import { bodyText } from './bodySizes';
import type { DescriptionNote } from './PartDescription';
import type { MatchReason, MatchRequirement } from './PartMatch';

/** What each requirement is called in a phrase. */
const LABELS: Readonly<Record<MatchRequirement, string>> = {
  category: 'category',
  value: 'value',
  size: 'size',
  leadSpacing: 'lead spacing',
  smdType: 'SMD type',
  mounting: 'mounting',
  temperatureCharacteristic: 'characteristic',
  ratedVoltageClass: 'voltage class',
  ratedVoltage: 'voltage',
  tolerance: 'tolerance',
  ratedCurrent: 'current',
  height: 'height',
  status: 'status',
  unreadWords: 'words',
};

/** How a part falls short of each requirement: `16Vdc, below 25 V`. */
const LACKS: Readonly<Record<MatchRequirement, string>> = {
  category: 'not',
  value: 'not',
  size: 'not',
  leadSpacing: 'not',
  smdType: 'not',
  mounting: 'not',
  temperatureCharacteristic: 'less stable than',
  ratedVoltageClass: 'not',
  ratedVoltage: 'below',
  tolerance: 'wider than',
  ratedCurrent: 'below',
  height: 'taller than',
  status: 'not',
  unreadWords: 'not',
};

/**
 * One reason as a short English phrase (the SDK's `why`): `25Vdc for 16 V` (exceeded), `tolerance not
 * stated: ±10%`, `X5R, less stable than X7R` (lacks), `no voltage given` (unknown), `not understood: DNP`.
 * The add-in words the same facts in the display language from `reasons`.
 */
export function matchReasonText(reason: MatchReason): string {
  const label = LABELS[reason.requirement];
  if (reason.requirement === 'unreadWords') return `not understood: ${reason.stated ?? ''}`;
  if (reason.requirement === 'status') return `status ${reason.actual ?? '?'}`;
  if (reason.kind === 'assumed') return `voltage not stated: ${reason.stated ?? '16V'} or more assumed`;
  switch (reason.kind) {
    case 'exceeded':
      return `${reason.actual ?? '?'} for ${reason.stated ?? '?'}`;
    case 'unstated':
      return `${label} not stated: ${reason.actual ?? '?'}`;
    case 'lacks':
      return reason.requirement === 'size'
        ? `size ${reason.actual ?? '—'}, not ${reason.stated ?? '?'}`
        : `${reason.actual ?? '—'}, ${LACKS[reason.requirement]} ${reason.stated ?? '?'}`;
    case 'unknown':
      return `no ${label} given`;
  }
}

/**
 * A note of the reading as a short English phrase, or undefined for one that needs no saying (a value code,
 * whose reading the value shows): `0603 read as inch (metric 1608)`, `1uF ignored (100n kept)`.
 */
export function noteText(note: DescriptionNote): string | undefined {
  switch (note.kind) {
    case 'ambiguousSize':
      return `${note.text} read as inch (metric ${note.metric})`;
    case 'conflict':
      return `${note.ignored} ignored (${note.kept} kept)`;
    case 'categoryGuessed':
      return note.category === 'inductors' ? 'read as an inductor' : 'read as a capacitor';
    case 'valueCode':
      return undefined;
    case 'makerPartNumber':
      return `${note.text}: ${[note.maker, ...note.stated].join(', ')}`;
    case 'bodySize':
      return `${note.text}: ${note.family ? `${note.family}, ` : ''}body ${bodyText(note.body)}, read as size ${note.metric}`;
    case 'noSizeCode':
      return note.suggestion === undefined
        ? `${note.text} is no size code`
        : `${note.text} is no size code: did you mean ${note.suggestion}?`;
  }
}
