export { type BatchEntry, Batcher, type BatcherOptions, type BatchWindow } from './Batcher';
export { keptAnswers, type KeptAnswersOptions } from './keptAnswers';
export { DEFAULT_SINGLE_FLIGHT_ENTRIES, SingleFlight, type SingleFlightOptions } from './SingleFlight';
