export type {
  DescriptionNote,
  PartDescription,
  ReadOptions,
  StatedCharacteristic,
  StatedQuantity,
  StatedSize,
  StatedTolerance,
  StatedValue,
  StatedVoltage,
} from './PartDescription';
export type { PartMatchOptions, MatchReason, MatchRequirement, MatchVerdict, PartMatch } from './PartMatch';
export { DescriptionError, isDescriptionError } from './DescriptionError';
export { readPartDescription } from './readPartDescription';
export { assessPart, type MatchClient, matchDescription, matchParts } from './matchParts';
export { SharedSearches, type SharedSearchesOptions } from './SharedSearches';
export { noteText } from './matchReasonText';
export { statedWords } from './statedWords';
