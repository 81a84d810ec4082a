export { type Boundary, coarsePrefixesAfter, PARTNO_ALPHABET, prefixesAfter } from './partnoOrder';
export { type PagingProgress, type PagingRequest, searchAll } from './searchAll';
export { IncompleteSearchError, isIncompleteSearchError } from './IncompleteSearchError';
export { SearchContinuation } from './SearchContinuation';
export { CannotPageError, type CannotPageReason, isCannotPageError } from './CannotPageError';
