/**
 * Why Fill part numbers refuses the BOM it was given, before it asks or writes anything, as facts; the pane
 * words them (wording/failureWords/fillProblemWords). Each says what to select or type instead.
 */
export type FillProblem =
  /**
   * The selection is on an empty sheet, or holds no cell of a column with a header. (Not `nothingSelected`:
   * the BOM refresh's problem of that name asks for part numbers, this one for the value column.)
   */
  | { readonly kind: 'valueCellsNotSelected' }
  /** The selected column has a `header` and no line under it. */
  | { readonly kind: 'noLines'; readonly header: string }
  /** No line of the selected column (headed `header`) states a value: reference designators, footprints. */
  | { readonly kind: 'noValues'; readonly header: string }
  /**
   * The footprint column typed (`footprint`) names no header of the BOM nor one of its columns: its `headers`
   * (the value column's left out) and the sheet columns from `firstColumn` to `lastColumn` are what it can name.
   */
  | {
      readonly kind: 'footprintNotFound';
      readonly footprint: string;
      readonly headers: readonly string[];
      readonly firstColumn: number;
      readonly lastColumn: number;
    };
