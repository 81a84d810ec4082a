export * from './ast';
export { FilterError, isFilterError } from './FilterError';
export { isUnsafeValueError, UnsafeValueError, type UnsafeValueReason } from './UnsafeValueError';
export { decodeNamedEncodings, splitValues, VALUE_SEPARATOR } from './literal';
export { parseFilter, type ParseFilterOptions } from './parseFilter';
export { parseOrderBy } from './parseOrderBy';
export {
  FRIENDLY_EXAMPLES,
  parseQuantity,
  type QuantityReading,
  readTypedQuantity,
  shiftDecimal,
  type TypedQuantityProblemKind,
  type TypedQuantityReading,
} from './quantity';
export { checkLiteral, formatFilter, formatOrderBy, serializeFilter } from './serialize';
export * from './semantics';
export { plainDecimal } from './plainDecimal';
export {
  type ConditionInput,
  type ConditionProblem,
  type ConditionProblemKind,
  type ConditionReading,
  listedSpelling,
  partnoProblem,
  readCondition,
  SYMBOL_OPERATORS,
} from './readCondition';
export {
  type RefusedCharacter,
  type RefusedCharacterKind,
  refusedCharacterName,
  refusedPartnoCharacter,
  visiblePartno,
} from './partnoCharacters';
