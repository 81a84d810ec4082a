import { COMPUTED_BOM_COLUMNS, DEFAULT_BOM_COLUMNS } from '../logic/bomLayout';

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
