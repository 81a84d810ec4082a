export {
  type LookupStats,
  type LookupWindow,
  PartLookup,
  type PartLookupOptions,
  type ServiceAnswer,
  type WindowResolver,
} from './PartLookup';
export { mergeVariants, type ResolvedProduct } from './variants';
export { IncompleteLookupError, isIncompleteLookupError } from './IncompleteLookupError';
export { type LookupPart, mergeLookups } from './mergeLookups';
export { DEFAULT_LOOKUP_MAX_ENTRIES, DEFAULT_LOOKUP_TTL_MS } from './PartLookup';
