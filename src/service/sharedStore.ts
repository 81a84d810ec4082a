import { generateDataset } from './dataset';
import { ProductStore } from './ProductStore';

let store: ProductStore | undefined;

/**
 * The product store, built on first use and shared by every service started in this process: the
 * dataset never changes, so neither do its columns nor the JSON cached per product.
 */
export function sharedStore(): ProductStore {
  store ??= new ProductStore(generateDataset());
  return store;
}
