import { COMPUTED_BOM_COLUMNS, DEFAULT_BOM_COLUMNS } from './bomLayout';

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
