import { fieldNamed } from '../../src/core/catalog';
import type { DatasetProduct } from '../../src/service/dataset';
import { sharedStore } from '../../src/service/sharedStore';

/**
 * The dataset read directly, for checking the service's answers against a plain, independent
 * evaluation of the same question.
 */
let dataset: readonly DatasetProduct[] | undefined;

export function products(): readonly DatasetProduct[] {
  // The same products the in-process service answers from (the dataset is deterministic), generated once.
  dataset ??= sharedStore().products;
  return dataset;
}

/** A record field's value, wherever the field sits. */
export function valueOf(product: DatasetProduct, fieldName: string): unknown {
  const definition = fieldNamed(fieldName);
  if (!definition) throw new Error(`unknown field ${fieldName}`);
  const record = product.record as unknown as Record<string, Record<string, unknown>>;
  return definition.place === 'product'
    ? (record as Record<string, unknown>)[fieldName]
    : record[definition.place]?.[fieldName];
}

/** Part numbers of the products satisfying `predicate`, in the service's own order. */
export function expectedPartnos(predicate: (product: DatasetProduct) => boolean): string[] {
  return products()
    .filter(predicate)
    .map((product) => product.record.Partno);
}
