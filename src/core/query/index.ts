export * from './ast';
export { FilterError } from './FilterError';
export { decodeNamedEncodings, splitValues, VALUE_SEPARATOR } from './literal';
export { parseFilter, type ParseFilterOptions } from './parseFilter';
export { parseOrderBy } from './parseOrderBy';
export { formatFilter, formatOrderBy, serializeFilter } from './serialize';
