export { type LookupStats, PartLookup, type PartLookupOptions, type SearchOnce } from './partLookup';
export { mergeVariants, type ResolvedProduct } from './variants';
