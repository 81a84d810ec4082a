import type { BottomCategory } from '../../core/catalog';
import type { AlternativeCandidate } from './alternatives';
import { chooseAlternatives } from './alternatives';
import { PACKAGE_TYPES } from './codes';
import type { Lifecycle } from './lifecycle';
import type { Random } from './Random';
import type { FieldValues, NestedRecords, ProductRecord } from './record';
import { assembleRecord, checkSharedFields } from './record';
import { productDetailUrl, sampleRequestUrl } from './urls';

export interface DatasetProduct {
  readonly category: BottomCategory;
  readonly record: ProductRecord;
}

/** One packaging of a part: the code that ends its part number and the reel (or box) quantity. */
export interface Variant {
  readonly packagingCode: string;
  readonly quantity: number;
}

/** A part before its packaging: everything its packaging variants share. */
export interface BasePart extends AlternativeCandidate {
  readonly lifecycle: Lifecycle;
  /** The product fields except PER_PRODUCT_FIELDS (record.ts); often shared by many parts. */
  readonly shared: FieldValues;
  readonly nested: NestedRecords;
  readonly variants: readonly Variant[];
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const NO_ALTERNATIVES: readonly string[] = Object.freeze([]);

/** The variant of an alternative part in the same packaging as the product, else its first one. */
function alternativePartno(alternative: BasePart, packagingCode: string): string {
  const variant =
    alternative.variants.find((candidate) => candidate.packagingCode === packagingCode) ?? alternative.variants[0];
  if (!variant) throw new Error(`${alternative.partnoWithoutPackageCode} has no packaging`);
  return alternative.partnoWithoutPackageCode + variant.packagingCode;
}

/** What of a part changes with the date: its lifecycle and the fields that follow from it. */
export interface PartState {
  readonly lifecycle: Lifecycle;
  readonly shared: FieldValues;
  readonly nested: NestedRecords;
  readonly alternatives: readonly BasePart[] | undefined;
}

function productsOf(category: BottomCategory, base: BasePart, state: PartState, products: DatasetProduct[]): void {
  const { lifecycle, alternatives } = state;
  const variants = [...base.variants].sort((a, b) => compareText(a.packagingCode, b.packagingCode));
  for (const variant of variants) {
    const packageType = PACKAGE_TYPES[variant.packagingCode];
    if (!packageType) throw new Error(`Unknown packaging code ${variant.packagingCode}`);
    const partno = base.partnoWithoutPackageCode + variant.packagingCode;
    const alternativePartnos = alternatives
      ? Object.freeze(alternatives.map((alternative) => alternativePartno(alternative, variant.packagingCode)))
      : NO_ALTERNATIVES;
    const record = assembleRecord(
      category,
      state.shared,
      {
        Partno: partno,
        PartnoWithoutPackageCode: base.partnoWithoutPackageCode,
        Status: lifecycle.Status,
        NewProduct: lifecycle.NewProduct,
        LastBuyDate: lifecycle.LastBuyDate,
        ProductionEndDate: lifecycle.ProductionEndDate,
        AlternativePartno: alternativePartnos,
        PackageType: packageType,
        MinOrderQuantity: variant.quantity,
        ProductDetailUrl: productDetailUrl(partno),
        // Samples of a discontinued part cannot be ordered any more.
        SampleRequestUrl: lifecycle.Status === 'Discontinued' ? null : sampleRequestUrl(partno),
      },
      state.nested,
    );
    products.push({ category, record });
  }
}

/** A category's parts, sorted by PartnoWithoutPackageCode, with the alternatives drawn for the dataset. */
export interface CategoryParts {
  readonly category: BottomCategory;
  readonly parts: readonly BasePart[];
  /** The alternatives of the parts being phased out at the dataset's date. */
  readonly alternatives: ReadonlyMap<BasePart, readonly BasePart[]>;
}

/** The category's parts sorted, their shared fields checked, and alternatives chosen among them. */
export function prepareCategory(category: BottomCategory, bases: readonly BasePart[], random: Random): CategoryParts {
  const sorted = [...bases].sort((a, b) => compareText(a.partnoWithoutPackageCode, b.partnoWithoutPackageCode));
  const checked = new Set<FieldValues>();
  for (const base of sorted) {
    if (checked.has(base.shared)) continue;
    checkSharedFields(category, base.shared);
    checked.add(base.shared);
  }
  return { category, parts: sorted, alternatives: chooseAlternatives(sorted, random) };
}

/**
 * The category's products sorted by Partno: each part once per packaging variant, in the state `stateOf`
 * gives it (by default, as drawn for the dataset).
 */
export function categoryProducts(
  { category, parts, alternatives }: CategoryParts,
  stateOf: (base: BasePart) => PartState = (base) => ({ ...base, alternatives: alternatives.get(base) }),
): DatasetProduct[] {
  const products: DatasetProduct[] = [];
  for (const base of parts) productsOf(category, base, stateOf(base), products);
  // Sorting parts and then their packaging codes sorts part numbers as long as no part number is a
  // prefix of another; check rather than assume, and catch duplicates on the way.
  for (let index = 1; index < products.length; index += 1) {
    const previous = (products[index - 1] as DatasetProduct).record.Partno;
    if (!(previous < (products[index] as DatasetProduct).record.Partno)) {
      throw new Error(`Part numbers out of order or duplicate at ${previous}`);
    }
  }
  return products;
}
