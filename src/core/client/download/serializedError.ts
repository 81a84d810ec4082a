import { isPartSpecError, PartSpecError } from '../../errors';
import { DownloadRefusedError, NetworkError, ResponseFormatError, TimeoutError } from '../errors';

/**
 * An error as it crosses from a worker to the page. The structured clone of postMessage keeps an Error's
 * message but not its class nor its fields, which are what the layers above choose their words from: so the
 * name and the fields go as data, and the page makes the same PartSpecError of them (rebuildError).
 */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly partSpec: boolean;
  /** Its own fields that are plain values (status, attempts, reason, truncated...). */
  readonly fields: Readonly<Record<string, string | number | boolean>>;
  readonly cause?: { readonly name: string; readonly message: string };
}

/** The PartSpecErrors an attempt at a category file ends with (readProductFileOnce): rebuilt as their class. */
const DOWNLOAD_ERRORS: Readonly<Record<string, { readonly prototype: PartSpecError }>> = {
  NetworkError,
  TimeoutError,
  ResponseFormatError,
  DownloadRefusedError,
};

const OWN_KEYS_NOT_FIELDS = new Set(['name', 'message', 'stack', 'cause']);

function plainFields(error: object): Record<string, string | number | boolean> {
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (OWN_KEYS_NOT_FIELDS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return fields;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), partSpec: false, fields: {} };
  }
  const cause = error.cause instanceof Error ? { name: error.cause.name, message: error.cause.message } : undefined;
  return {
    name: error.name,
    message: error.message,
    partSpec: isPartSpecError(error),
    fields: plainFields(error),
    ...(cause ? { cause } : {}),
  };
}

/**
 * The error `serialized` stands for: a PartSpecError of the same class (for the download's own errors; else
 * a PartSpecError of the same name, which its guard still recognises), with the same message and fields.
 */
export function rebuildError(serialized: SerializedError): Error {
  const cause = serialized.cause
    ? Object.assign(new Error(serialized.cause.message), { name: serialized.cause.name })
    : undefined;
  if (!serialized.partSpec) {
    return Object.assign(new Error(serialized.message, cause ? { cause } : undefined), { name: serialized.name });
  }
  // Made by PartSpecError's constructor, so that it is an Error with PartSpec's brand, then given its class:
  // the classes' constructors take their facts in different shapes, while the fields are the facts themselves.
  const error = new PartSpecError(serialized.message, { cause });
  const kind = DOWNLOAD_ERRORS[serialized.name];
  if (kind) Object.setPrototypeOf(error, kind.prototype);
  return Object.assign(error, serialized.fields, { name: serialized.name });
}
