import {
  ApiKeyRefusedError,
  BadRequestError,
  FilterError,
  InvalidPartnoError,
  MissingApiKeyError,
  UnknownFieldError,
  UnsafeValueError,
} from '../core';
import { SettingsError } from '../office/settings';

/** The two Excel errors that carry a custom message (the rest show only their code). */
export type ExcelErrorCode = '#VALUE!' | '#N/A';

/** The shape of CustomFunctions.Error, so that Node tests can run without Excel's runtime. */
export interface ExcelError {
  readonly code: string;
  readonly message?: string;
}

interface CustomFunctionsNamespace {
  Error: new (code: string, message?: string) => ExcelError;
  ErrorCode: { invalidValue: string; notAvailable: string };
}

/** Excel shows custom messages in a small tooltip; long ones are cut there anyway. */
const MAX_MESSAGE = 255;

/** An Excel error with a message: CustomFunctions.Error in Excel, a plain object of the same shape elsewhere. */
export function excelError(code: ExcelErrorCode, message: string): ExcelError {
  const text = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
  const runtime = (globalThis as { CustomFunctions?: CustomFunctionsNamespace }).CustomFunctions;
  if (runtime) {
    return new runtime.Error(
      code === '#VALUE!' ? runtime.ErrorCode.invalidValue : runtime.ErrorCode.notAvailable,
      text,
    );
  }
  return { code, message: text };
}

export function isExcelError(value: unknown): value is ExcelError {
  return value !== null && typeof value === 'object' && 'code' in value && !(value instanceof Error);
}

/**
 * What a cell shows for a failure: #VALUE! when the input must change (a filter, a field, the key),
 * #N/A when the data is not there or the service cannot be reached. Never a stack trace.
 */
export function toExcelError(error: unknown): ExcelError {
  if (isExcelError(error)) return error;
  if (error instanceof MissingApiKeyError) {
    return excelError('#VALUE!', 'No API key is set: open the PartSpec task pane, Settings, and enter your key.');
  }
  if (
    error instanceof FilterError ||
    error instanceof UnknownFieldError ||
    error instanceof UnsafeValueError ||
    error instanceof InvalidPartnoError ||
    error instanceof ApiKeyRefusedError ||
    error instanceof BadRequestError ||
    error instanceof SettingsError ||
    error instanceof RangeError
  ) {
    return excelError('#VALUE!', error.message);
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return excelError('#N/A', 'Cancelled.');
  }
  return excelError('#N/A', error instanceof Error ? error.message : 'The service could not be reached.');
}
