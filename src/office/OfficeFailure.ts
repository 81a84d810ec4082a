import { asPartSpecFailure, type PartSpecError, type PartSpecFailure } from '../core';
import type { SettingsError } from './settings';
import type { SnapshotStoreError } from './snapshots';
import type {
  CellEditModeError,
  InvalidRangeError,
  OccupiedRangeError,
  PartialWriteError,
  RecordTooLargeError,
  SelectionError,
  SheetNotFoundError,
} from './workbook';

/**
 * Every error office throws, as one closed set beside core's PartSpecFailure: the cells' and the pane's words
 * switch on `name` over both, and the compiler proves each switch complete.
 */
export type OfficeFailure =
  | CellEditModeError
  | InvalidRangeError
  | OccupiedRangeError
  | PartialWriteError
  | RecordTooLargeError
  | SelectionError
  | SettingsError
  | SheetNotFoundError
  | SnapshotStoreError;

/** The names of the closed set; `satisfies` keeps the list and the union the same, name for name. */
export const OFFICE_FAILURE_NAMES = new Set<string>(
  Object.keys({
    CellEditModeError: true,
    InvalidRangeError: true,
    OccupiedRangeError: true,
    PartialWriteError: true,
    RecordTooLargeError: true,
    SelectionError: true,
    SettingsError: true,
    SheetNotFoundError: true,
    SnapshotStoreError: true,
  } satisfies Record<OfficeFailure['name'], true>),
);

/** A failure the cells and the pane word: core's or office's. */
export type AddInFailure = PartSpecFailure | OfficeFailure;

/**
 * The error as a member of core's or office's closed set, or undefined: a bare PartSpecError (an invariant of
 * PartSpec's own broken), or one of a class this copy of the code does not know (another bundle's, newer).
 */
export function asAddInFailure(error: PartSpecError): AddInFailure | undefined {
  return asPartSpecFailure(error) ?? (OFFICE_FAILURE_NAMES.has(error.name) ? (error as OfficeFailure) : undefined);
}
