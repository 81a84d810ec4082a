// Every type of PartDescription.ts is part of matching's surface: what a BOM line states and what reading it noted.
export type * from './PartDescription';
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
