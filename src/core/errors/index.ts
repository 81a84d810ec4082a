export { isPartSpecError, isPartSpecErrorNamed, PartSpecError, type PartSpecErrorOptions } from './PartSpecError';
