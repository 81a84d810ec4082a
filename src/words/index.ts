// The one word catalogue: the vocabulary PartSpec's cells, pane and SDK share, in each language, as data and
// the few functions that fill its templates. The lowest layer: it imports nothing of src, so that core,
// office, the functions and the pane all may read it.
export { en } from './en';
export { ja } from './ja';
export { zh } from './zh';
export type { Words } from './Words';
export type { WordsLike } from './WordsLike';
export { fillTemplate } from './fillTemplate';
export { type ReasonFacts, reasonPhrase, unreadPhrase } from './reasonPhrase';
export {
  DESIGNATOR_HEADERS,
  FITTED_HEADERS,
  FOOTPRINT_HEADERS,
  normalizeHeader,
  NOT_FITTED_HEADERS,
  PART_NUMBER_HEADERS,
  QUANTITY_HEADERS,
} from './bomHeaders';
export { bodyText } from './bodyText';
export { type NoteFacts, notePhrase } from './notePhrase';
export { type RefusedPartnoFacts, refusedPartnosPhrase } from './refusedPartnosPhrase';
export { sdkReasonText } from './sdkWhy';
