import { type Catalogue, DATASET_DATE, generateCatalogue } from './dataset';
import { ProductStore } from './ProductStore';

let catalogue: Catalogue | undefined;
const stores = new Map<string, ProductStore>();

/** Stores kept for dates other than DATASET_DATE; the oldest made is dropped past this (services keep theirs). */
const OTHER_DATES_KEPT = 4;

/** The catalogue (parts and their timelines), generated on first use and shared by every service in this process. */
export function sharedCatalogue(): Catalogue {
  catalogue ??= generateCatalogue();
  return catalogue;
}

/**
 * The product store as of `asOf` (`YYYY-MM-DD`, default the dataset's own date), built on first use and
 * shared by every service started in this process with that date: the dataset never changes, so neither
 * do its columns nor the JSON cached per product.
 */
export function sharedStore(asOf: string = DATASET_DATE): ProductStore {
  let store = stores.get(asOf);
  if (!store) {
    store = new ProductStore(sharedCatalogue().productsAsOf(asOf));
    stores.set(asOf, store);
    const others = [...stores.keys()].filter((date) => date !== DATASET_DATE);
    if (others.length > OTHER_DATES_KEPT) stores.delete(others[0] as string);
  }
  return store;
}
