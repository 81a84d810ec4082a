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

function productsOf(
  category: BottomCategory,
  base: BasePart,
  alternatives: readonly BasePart[] | undefined,
  products: DatasetProduct[],
): void {
  const lifecycle = base.lifecycle;
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
      base.shared,
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
      base.nested,
    );
    products.push({ category, record });
  }
}

/**
 * The category's products sorted by Partno: each part once per packaging variant, with alternatives
 * chosen among the category's parts.
 */
export function completeCategory(
  category: BottomCategory,
  bases: readonly BasePart[],
  random: Random,
): DatasetProduct[] {
  const sorted = [...bases].sort((a, b) => compareText(a.partnoWithoutPackageCode, b.partnoWithoutPackageCode));
  const checked = new Set<FieldValues>();
  for (const base of sorted) {
    if (checked.has(base.shared)) continue;
    checkSharedFields(category, base.shared);
    checked.add(base.shared);
  }
  const alternatives = chooseAlternatives(sorted, random);
  const products: DatasetProduct[] = [];
  for (const base of sorted) productsOf(category, base, alternatives.get(base), products);
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
