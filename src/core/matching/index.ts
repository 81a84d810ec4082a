export type {
  DescriptionNote,
  OutOfScope,
  OutOfScopeKind,
  PartDescription,
  ReadOptions,
  StatedCharacteristic,
  StatedQuantity,
  StatedSize,
  StatedTolerance,
  StatedValue,
  StatedVoltage,
} from './PartDescription';
export type { MatchCheck, PartMatchOptions, MatchReason, MatchRequirement, MatchVerdict, PartMatch } from './PartMatch';
export type { LineAnswer, NotInCatalogue } from './LineAnswer';
export { ASSUMED_VOLTAGE } from './assessMatch';
export { DescriptionError, isDescriptionError } from './DescriptionError';
export { readPartDescription } from './readPartDescription';
export { assessPart, type MatchClient, matchDescription, matchLine, matchParts } from './matchParts';
export { SharedSearches, type SharedSearchesOptions } from './SharedSearches';
export { statedWords } from './statedWords';
export { readMakerPartNumber } from './readMakerPartNumber';
export type { MakerPartNumber } from './makers/MakerPartNumber';
export { bodyText, type BodySize } from './bodySizes';
