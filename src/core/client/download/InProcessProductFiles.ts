import type { Product } from '../../catalog';
import { type Clock, systemClock } from '../../throttle';
import type { FetchFunction } from '../Transport';
import type { FileAttempt, FileAttemptControl, ProductFileSource } from './ProductFileSource';
import { readProductFileOnce } from './readProductFileOnce';

/** Category files fetched and read in this thread: what Node, the tests and a page without workers use. */
export class InProcessProductFiles implements ProductFileSource {
  constructor(
    private readonly fetchFunction: FetchFunction,
    private readonly clock: Clock = systemClock,
  ) {}

  async read(address: string, attempt: FileAttempt, control: FileAttemptControl = {}): Promise<Product[]> {
    const products: Product[] = [];
    await readProductFileOnce(this.fetchFunction, address, { ...attempt, ...control, clock: this.clock }, (product) =>
      products.push(product),
    );
    return products;
  }
}
