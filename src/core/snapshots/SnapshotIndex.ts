import { type Language, partnoKey, type Product } from '../catalog';
import { mergeVariants, type ResolvedProduct } from '../lookup';
import { comparePartnos, type Filter, filterMatcher, type SortOrder, sortProducts } from '../query';
import type { Snapshot, SnapshotInfo } from './Snapshot';
import { infoOf } from './memorySnapshotStore';

/**
 * A snapshot indexed for answering as the service would: by part number and by part number without
 * package code (the service matches both without regard to case), and searched with core's own filter
 * and sort semantics.
 */
export class SnapshotIndex {
  private readonly byPartno = new Map<string, Product>();
  private readonly byBase = new Map<string, Product[]>();
  /**
   * The snapshot's facts without its products: what an answer from it carries, so that an answer kept in a
   * cache never keeps the whole snapshot in memory.
   */
  readonly facts: SnapshotInfo;

  constructor(readonly snapshot: Snapshot) {
    this.facts = Object.freeze(infoOf(snapshot));
    for (const product of snapshot.products) {
      this.byPartno.set(partnoKey(product.record.Partno), product);
      const base = product.record.PartnoWithoutPackageCode;
      if (typeof base !== 'string' || base === '') continue;
      const variants = this.byBase.get(partnoKey(base));
      if (variants) variants.push(product);
      else this.byBase.set(partnoKey(base), [product]);
    }
  }

  /**
   * The product of a part number, as a lookup answers it: the part number itself, else the packaging
   * variants of a part number without package code, merged (mergeVariants); undefined when this
   * snapshot does not hold it (another category may).
   */
  lookup(partno: string): ResolvedProduct | undefined {
    const key = partnoKey(partno);
    const exact = this.byPartno.get(key);
    if (exact) return exact;
    const variants = this.byBase.get(key);
    return variants ? mergeVariants(partno.trim(), variants) : undefined;
  }

  /** The products matching a filter, in the snapshot's order: core's semantics, as the service matches. */
  matching(filter: Filter, lang: Language): Product[] {
    return this.snapshot.products.filter(filterMatcher(filter, { lang }));
  }
}

/**
 * What searchAll answers from these snapshots: the products matching the filter, each once, in the order
 * asked for, part-number order otherwise (as searchAll gives them).
 */
export function searchIndexes(
  indexes: readonly SnapshotIndex[],
  filter: Filter,
  orderby: readonly SortOrder[],
  lang: Language,
): Product[] {
  const matching = indexes.flatMap((index) => index.matching(filter, lang));
  return orderby.length > 0
    ? sortProducts(matching, orderby, { lang })
    : matching.sort((a, b) => comparePartnos(a.record.Partno, b.record.Partno));
}
