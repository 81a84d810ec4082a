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
    const checksum = checksumFor(attempt);
    await readProductFileOnce(this.fetchFunction, address, { ...attempt, ...control, clock: this.clock }, (product) => {
      products.push(product);
      checksum?.add(product);
    });
    return checksum ? { products, checksum: await checksum.value() } : { products };
  }
}
