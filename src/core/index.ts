/**
 * PartSpec core: pure TypeScript over the Product Information Service v2.2, with no Office.js, DOM or
 * Node-only API, so it runs in Excel's JavaScript runtime, in a browser and in Node.
 */
export * from './errors';
export { LISTED_ITEMS, shortList, type ShortList } from './shortList';
export { DEFAULT_SLICE_MS, TimeSlices, yieldToEventLoop } from './TimeSlices';
export * from './catalog';
export * from './query';
export * from './client';
export * from './lookup';
export * from './sharing';
export * from './paging';
export * from './throttle';
export * from './snapshots';
export { createClient } from './createClient';
export type {
  ClientOptions,
  ClientSnapshots,
  ClientStats,
  PartSpecClient,
  SearchAllOptions,
  SearchOptions,
} from './types';
export * from './table';
export * from './crossing';
export * from './matching';
export { asPartSpecFailure, PART_SPEC_FAILURE_NAMES, type PartSpecFailure } from './PartSpecFailure';
