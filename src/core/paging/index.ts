export { type Boundary, coarsePrefixesAfter, PARTNO_ALPHABET, prefixesAfter } from './partnoOrder';
export { type PagingProgress, type PagingRequest, type PagingService, searchAll } from './searchAll';
export { IncompleteSearchError, isIncompleteSearchError } from './IncompleteSearchError';
export { SearchContinuation } from './SearchContinuation';
export { CannotPageError, type CannotPageReason, isCannotPageError } from './CannotPageError';
