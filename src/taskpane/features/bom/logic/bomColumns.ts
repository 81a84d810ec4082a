/** The lifecycle columns procurement refreshes unless told otherwise. */
export const DEFAULT_BOM_COLUMNS: readonly string[] = [
  'Status',
  'LastBuyDate',
  'ProductionEndDate',
  'AlternativePartno',
];

/**
 * Columns PartSpec works out itself rather than reads from the service: `Changed`, the fields that changed
 * since the last refresh, each with its value then; `DaysToLastBuy`, days from today to LastBuyDate
 * (negative once it has passed); `LastTimeBuyQuantity`, the BOM's quantity times the planned builds in
 * whole order lots; `BestAlternative` and `AlternativeVerdict`, for a part at risk, the part that best
 * replaces it and crossCheck's verdict.
 */
export const COMPUTED_BOM_COLUMNS: readonly string[] = [
  'Changed',
  'DaysToLastBuy',
  'LastTimeBuyQuantity',
  'BestAlternative',
  'AlternativeVerdict',
];

/**
 * What the BOM view refreshes unless the user unticks it: the lifecycle columns, and what procurement
 * decides from them: days to the last buy, the best replacement of each part at risk with its verdict, and
 * what changed since the last refresh. (The job itself, asked without columns, writes the lifecycle
 * columns only: the others cost requests, and a caller asks for them.)
 */
export const VIEW_DEFAULT_COLUMNS: readonly string[] = [
  ...DEFAULT_BOM_COLUMNS,
  'DaysToLastBuy',
  'BestAlternative',
  'AlternativeVerdict',
  'Changed',
];

/**
 * The columns a BOM refresh offers: the lifecycle columns procurement watches (checked by default), then
 * a few that identify a part. Specifications belong in =PART.SPEC(), which stays live.
 */
export const BOM_COLUMN_CHOICES: readonly { readonly value: string; readonly label: string }[] = [
  ...DEFAULT_BOM_COLUMNS,
  'NewProduct',
  'PartnoWithoutPackageCode',
  'ProductName',
  'Series',
  'ProductDetailUrl',
  ...COMPUTED_BOM_COLUMNS,
].map((field) => ({ value: field, label: field }));
