export * from './ast';
export { FilterError } from './FilterError';
export { UnsafeValueError } from './UnsafeValueError';
export { decodeNamedEncodings, splitValues, VALUE_SEPARATOR } from './literal';
export { parseFilter, type ParseFilterOptions } from './parseFilter';
export { parseOrderBy } from './parseOrderBy';
export { FRIENDLY_EXAMPLES, parseQuantity, type QuantityReading } from './quantity';
export { checkLiteral, formatFilter, formatOrderBy, serializeFilter } from './serialize';
