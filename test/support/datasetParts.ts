import type { DatasetProduct } from '../../src/service/dataset';
import type { StatedRequirements } from './bomDescriptions';
import { products } from './oracle';

let byValue: Map<string, DatasetProduct[]> | undefined;
let byPartno: Map<string, DatasetProduct> | undefined;

/** A product's capacitance or inductance, keyed with its category to six digits. */
const valueKey = (category: string, value: number): string => `${category} ${value.toPrecision(6)}`;

/**
 * The dataset's parts of a BOM line's stated value, in its category (both capacitor categories for
 * `ceramicCapacitors`): "does any part meet this line?" is asked of a few parts, not 57,000.
 */
export function partsOfStatedValue(stated: StatedRequirements): DatasetProduct[] {
  if (!byValue) {
    byValue = new Map();
    for (const product of products()) {
      const specs = (product.record as unknown as { Specs: Record<string, unknown> }).Specs;
      const value = specs[product.category === 'inductors' ? 'Inductance' : 'Capacitance'];
      if (typeof value !== 'number') continue;
      const key = valueKey(product.category, value);
      const parts = byValue.get(key);
      if (parts) parts.push(product);
      else byValue.set(key, [product]);
    }
  }
  const categories =
    stated.category === 'ceramicCapacitors' ? ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead'] : [stated.category];
  return categories.flatMap((category) => byValue?.get(valueKey(category, stated.value)) ?? []);
}

/** The dataset's part of this part number; throws for one the dataset does not hold. */
export function datasetPart(partno: string): DatasetProduct {
  byPartno ??= new Map(products().map((product) => [product.record.Partno, product]));
  const found = byPartno.get(partno);
  if (!found) throw new Error(`${partno} is not in the dataset`);
  return found;
}
