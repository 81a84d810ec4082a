import type { Product } from '../../catalog';
import { type Clock, systemClock } from '../../throttle';
import type { FetchFunction } from '../Transport';
import { checksumFor } from './ProductsChecksum';
import type { FileAttempt, FileAttemptControl, ProductFile, ProductFileSource } from './ProductFileSource';
import { readProductFileOnce } from './readProductFileOnce';

/** Category files fetched and read in this thread: what Node, the tests and a page without workers use. */
export class InProcessProductFiles implements ProductFileSource {
  constructor(
    private readonly fetchFunction: FetchFunction,
    private readonly clock: Clock = systemClock,
  ) {}

  async read(address: string, attempt: FileAttempt, control: FileAttemptControl = {}): Promise<ProductFile> {
    const products: Product[] = [];
    // The bytes hashed are kept: a snapshot keeps them as they are (a copy of each chunk's few MB, no JSON).
    const checksum = checksumFor(attempt, { keepText: true });
    await readProductFileOnce(this.fetchFunction, address, { ...attempt, ...control, clock: this.clock }, (product) => {
      products.push(product);
      checksum?.add(product);
    });
    if (!checksum) return { products };
    const value = await checksum.value();
    const text = checksum.text();
    return text ? { products, checksum: value, text } : { products, checksum: value };
  }
}
