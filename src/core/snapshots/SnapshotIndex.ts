import { CHECKSUM_CHUNK } from '../client';
import { type Language, partnoKey, type Product, searchItemNamed } from '../catalog';
import { mergeVariants, type ResolvedProduct } from '../lookup';
import {
  comparePartnos,
  type Filter,
  filterMatcher,
  type NumberCondition,
  RELATIVE_TOLERANCE,
  searchValue,
  type SortOrder,
  sortProducts,
} from '../query';
import type { Snapshot, SnapshotInfo, SnapshotTextIndex, TextSnapshot } from './Snapshot';
import { SnapshotDamagedError } from './SnapshotDamagedError';
import { infoOf } from './memorySnapshotStore';

/** A snapshot kept as text whose checks passed (checkedTextSnapshot), with its index read. */
export interface CheckedTextSnapshot {
  readonly snapshot: TextSnapshot;
  readonly index: SnapshotTextIndex;
}

const decoder = new TextDecoder();

/**
 * A snapshot indexed for answering as the service would: by part number and by part number without
 * package code (the service matches both without regard to case), and searched with core's own filter
 * and sort semantics. A snapshot kept as text (TextSnapshot) is indexed from its kept index, and each product
 * is read from its JSON when an answer first wants it, then held: a sheet of 16,667 parts reads a third of
 * the two categories it spans. A search reads them all, once.
 */
export class SnapshotIndex {
  private readonly byPartno = new Map<string, number>();
  /**
   * Positions by part number without package code, made on the first lookup that is no part number's: a
   * sheet of whole part numbers never needs it, and a restart spares the ten thousands of little arrays.
   */
  private byBase: Map<string, number[]> | undefined;
  /** Each position's part number without package code, as a key ('' when it has none). */
  private readonly bases: readonly string[];
  /** The products read so far, by position; every one of them once `every` is set. */
  private readonly held: (Product | undefined)[];
  private every: readonly Product[] | undefined;
  /** Positions sorted by a number item's value, per item a search asked `eq` of; built on first use. */
  private readonly sortedBy = new Map<string, { readonly values: Float64Array; readonly positions: Uint32Array }>();
  private readonly text: CheckedTextSnapshot | undefined;
  /**
   * The snapshot's facts without its products: what an answer from it carries, so that an answer kept in a
   * cache never keeps the whole snapshot in memory.
   */
  readonly facts: SnapshotInfo;

  constructor(snapshot: Snapshot | CheckedTextSnapshot) {
    if ('products' in snapshot) {
      this.facts = Object.freeze(infoOf(snapshot));
      this.held = snapshot.products as Product[];
      this.every = snapshot.products;
      this.bases = snapshot.products.map((product) => {
        const base = product.record.PartnoWithoutPackageCode;
        return typeof base === 'string' ? partnoKey(base) : '';
      });
      snapshot.products.forEach((product, position) => this.byPartno.set(partnoKey(product.record.Partno), position));
    } else {
      this.facts = Object.freeze(infoOf(snapshot.snapshot));
      this.text = snapshot;
      const { partnos, bases } = snapshot.index;
      this.bases = bases;
      this.held = new Array<Product | undefined>(partnos.length);
      for (let position = 0; position < partnos.length; position += 1) this.byPartno.set(partnos[position], position);
    }
  }

  /** How many different part numbers it answers for (fewer than its products when one is held twice). */
  get partnoCount(): number {
    return this.byPartno.size;
  }

  /**
   * The product of a part number, as a lookup answers it: the part number itself, else the packaging
   * variants of a part number without package code, merged (mergeVariants); undefined when this
   * snapshot does not hold it (another category may).
   */
  lookup(partno: string): ResolvedProduct | undefined {
    const key = partnoKey(partno);
    const exact = this.byPartno.get(key);
    if (exact !== undefined) return this.productAt(exact);
    const variants = this.variantsOf(key);
    return variants
      ? mergeVariants(
          partno.trim(),
          variants.map((position) => this.productAt(position)),
        )
      : undefined;
  }

  /** The product of this very part number (no packaging variants merged); undefined when it holds none. */
  exactly(partno: string): Product | undefined {
    const position = this.byPartno.get(partnoKey(partno));
    return position === undefined ? undefined : this.productAt(position);
  }

  /** `count` of its part numbers (as keys), spread evenly over the whole snapshot: what a spot check asks. */
  spreadPartnos(count: number): string[] {
    const keys = [...this.byPartno.keys()];
    const taken = Math.min(count, keys.length);
    return Array.from({ length: taken }, (_, index) => keys[Math.floor((index * keys.length) / taken)]);
  }

  /**
   * The products matching a filter, in the snapshot's order: core's semantics, as the service matches. A
   * filter with a number `eq` (matching's `Capacitance eq 1e-7`) is answered from the products of about that
   * value, found by halving in the item's sorted values, instead of a pass over every product.
   */
  matching(filter: Filter, lang: Language): Product[] {
    const matcher = filterMatcher(filter, { lang });
    const equal = filter.conditions.find(
      (condition): condition is NumberCondition => condition.kind === 'number' && condition.operator === 'eq',
    );
    if (!equal || !searchItemNamed(equal.item)) return this.products().filter(matcher);
    return this.near(equal.item, equal.value, lang).filter(matcher);
  }

  /**
   * The products whose `item` is within twice the comparison's tolerance of `value`, in the snapshot's order:
   * a superset of those `eq` matches, which the filter then narrows exactly.
   */
  private near(item: string, value: number, lang: Language): Product[] {
    let sorted = this.sortedBy.get(item);
    if (!sorted) {
      const definition = searchItemNamed(item)!;
      const products = this.products();
      const numbered: number[] = [];
      for (let position = 0; position < products.length; position += 1) {
        const found = searchValue(products[position], definition, lang);
        if (typeof found === 'number') numbered.push(position);
      }
      const valueAt = (position: number) => searchValue(products[position], definition, lang) as number;
      numbered.sort((a, b) => valueAt(a) - valueAt(b));
      sorted = { values: Float64Array.from(numbered, valueAt), positions: Uint32Array.from(numbered) };
      this.sortedBy.set(item, sorted);
    }
    const slack = 2 * RELATIVE_TOLERANCE * Math.abs(value);
    const from = firstAtLeast(sorted.values, value - slack);
    const to = firstAbove(sorted.values, value + slack);
    const positions = Array.from(sorted.positions.subarray(from, to)).sort((a, b) => a - b);
    const products = this.products();
    return positions.map((position) => products[position]);
  }

  /** Every product, in the snapshot's order: those not read yet are read now, once. */
  products(): readonly Product[] {
    if (!this.every) {
      for (let position = 0; position < this.held.length; position += 1) this.productAt(position);
      this.every = this.held as Product[];
    }
    return this.every;
  }

  /** The positions of the packaging variants of a part number without package code (a key), if any. */
  private variantsOf(base: string): readonly number[] | undefined {
    if (!this.byBase) {
      const byBase = new Map<string, number[]>();
      this.bases.forEach((key, position) => {
        if (key === '') return;
        const variants = byBase.get(key);
        if (variants) variants.push(position);
        else byBase.set(key, [position]);
      });
      this.byBase = byBase;
    }
    return this.byBase.get(base);
  }

  private productAt(position: number): Product {
    return (this.held[position] ??= this.read(position));
  }

  /**
   * The product at a position, read from its JSON. The text and its index passed their checksums, so the
   * product is the one saved; that it is the one its index names is checked all the same, cheaply, since
   * an answer must never be another part's.
   */
  private read(position: number): Product {
    const { snapshot, index } = this.text!;
    const chunkNumber = Math.floor(position / CHECKSUM_CHUNK);
    const chunk = snapshot.text.chunks[chunkNumber];
    const lastOfChunk = position === index.starts.length - 1 || (position + 1) % CHECKSUM_CHUNK === 0;
    // Its JSON ends before the comma that starts the next, or before the chunk's closing bracket.
    const end = lastOfChunk ? chunk.length - 1 : index.starts[position + 1] - 1;
    let product: Product | undefined;
    try {
      product = JSON.parse(decoder.decode(chunk.subarray(index.starts[position], end))) as Product;
    } catch {
      product = undefined;
    }
    const partno = (product?.record as { Partno?: unknown } | undefined)?.Partno;
    if (
      typeof partno !== 'string' ||
      partnoKey(partno) !== index.partnos[position] ||
      product?.category !== snapshot.category
    ) {
      throw new SnapshotDamagedError(snapshot.category, snapshot.lang, 'structure');
    }
    return product;
  }
}

/** The first index of ascending `values` holding at least `bound` (values.length when none does). */
function firstAtLeast(values: Float64Array, bound: number): number {
  return firstWhere(values, (value) => value >= bound);
}

/** The first index of ascending `values` holding more than `bound` (values.length when none does). */
function firstAbove(values: Float64Array, bound: number): number {
  return firstWhere(values, (value) => value > bound);
}

/** The first index whose value passes `test`, which fails for a prefix of `values` and passes for the rest. */
function firstWhere(values: Float64Array, test: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(values[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
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
