export { type LookupStats, PartLookup, type PartLookupOptions } from './PartLookup';
export type { LookupWindow, ServiceAnswer, WindowResolver } from './LookupWindow';
export { mergeVariants, type ResolvedProduct } from './variants';
export { IncompleteLookupError, isIncompleteLookupError } from './IncompleteLookupError';
export { type LookupPart, mergeLookups } from './mergeLookups';
export { DEFAULT_LOOKUP_MAX_ENTRIES, DEFAULT_LOOKUP_TTL_MS } from './PartLookup';
