export { comparePartnos } from './comparePartnos';
export { type MatchOptions, conditionMatcher, filterMatcher, matchesFilter } from './matchesFilter';
export { RELATIVE_TOLERANCE, nearlyEqual, nearlyEqualBand, numberMatcher, numberMatches } from './numberMatches';
export { type SearchValue, searchValue } from './searchValue';
export {
  type SortKey,
  type SortOptions,
  compareKeys,
  compareServiceOrder,
  compareSortKeys,
  mergeOrderedGroups,
  sortKey,
  sortKeysOf,
  sortProducts,
} from './sortProducts';
export { textMatcher, wantedTexts } from './textMatcher';
