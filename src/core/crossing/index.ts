export {
  type Alternative,
  bestAlternative,
  crossingKey,
  dropInSearches,
  listedAlternatives,
  rankAlternatives,
} from './alternatives';
export {
  type CrossCheck,
  type CrossCheckOptions,
  type CrossDifference,
  type CrossImprovement,
  type CrossRule,
  type CrossVerdict,
  crossCheck,
  crossingFields,
} from './crossCheck';
export { differenceText, shownValue } from './differenceText';
export { type EquivalentsClient, findEquivalents } from './findEquivalents';
