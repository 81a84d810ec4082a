export { sortProducts } from './localOrder';
export { type Boundary, coarsePrefixesAfter, comparePartnos, PARTNO_ALPHABET, prefixesAfter } from './partnoOrder';
export { type PagingProgress, type PagingRequest, type PagingService, searchAll } from './searchAll';
export { IncompleteSearchError } from './IncompleteSearchError';
export { SearchContinuation } from './SearchContinuation';
