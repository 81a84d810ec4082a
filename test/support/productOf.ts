import type { BottomCategory, Product, ProductRecord } from '../../src/core/catalog';

/**
 * A product built by hand: its part number and the record fields the test is about (`Status`, `Specs`, ...),
 * in its category (an SMD ceramic capacitor unless told). The one builder of the tests' own products; the
 * reference dataset's are the oracle's (oracle.ts).
 */
export function productOf(
  partno: string,
  extra: Partial<ProductRecord> = {},
  category: BottomCategory = 'ceramicCapacitorsSMD',
): Product {
  return { category, record: { Partno: partno, ...extra } };
}
