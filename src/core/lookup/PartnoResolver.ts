import { type Language, partnoKey, type Product } from '../catalog';
import type { SearchApi } from '../client';
import type { RetryBudget } from '../throttle';
import type { ServiceAnswer } from './LookupWindow';
import { partnoBatches, partnoFilter } from './partnoBatches';
import { mergeVariants, type ResolvedProduct } from './variants';

/** One request's part numbers, and what `resolve` answers for them. */
export interface BatchAnswer {
  readonly partnos: readonly string[];
  readonly found: Promise<Map<string, ResolvedProduct | undefined>>;
}

/**
 * Asks the service for part numbers: `Partno eq 'a|b|...'` requests, each within the URL limit; those not
 * found are tried as part numbers without their package code (`startswith`), which resolve to the fields their
 * packaging variants agree on. It keeps nothing: the cache and the window are PartLookup's.
 */
export class PartnoResolver {
  constructor(private readonly api: SearchApi) {}

  /** How many requests asking for these part numbers takes. */
  requestsFor(partnos: readonly string[], lang: Language): number {
    return partnos.length === 0 ? 0 : this.batches(partnos, lang).length;
  }

  /** The part numbers in groups of one request each, within the URL limit (sending nothing). */
  batches(partnos: readonly string[], lang: Language): string[][] {
    return partnoBatches(partnos, 'eq', lang, this.api);
  }

  /**
   * One batch's products by normalized part number (partnoKey; undefined: unknown): exact part numbers first;
   * those not found are tried as part numbers without their package code.
   */
  async resolve(
    partnos: readonly string[],
    lang: Language,
    budget?: RetryBudget,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    const found = new Map<string, ResolvedProduct | undefined>();
    const exact = await this.api.search(partnoFilter('eq', partnos), [], lang, { budget });
    for (const product of exact.products) found.set(partnoKey(product.record.Partno), product);
    const missing = partnos.filter((partno) => !found.has(partnoKey(partno)));
    if (missing.length > 0) {
      for (const batch of partnoBatches(missing, 'startswith', lang, this.api)) {
        for (const [normalized, product] of await this.variantsOf(batch, lang, budget)) {
          found.set(normalized, product);
        }
      }
    }
    return found;
  }

  private async variantsOf(
    partnos: readonly string[],
    lang: Language,
    budget?: RetryBudget,
  ): Promise<Map<string, ResolvedProduct | undefined>> {
    const result = await this.api.search(partnoFilter('startswith', partnos), [], lang, { budget });
    if (result.hasMoreHits && partnos.length > 1) {
      // Too many products share these prefixes for one answer: halve until each answer is whole.
      const half = Math.ceil(partnos.length / 2);
      const [first, second] = await Promise.all([
        this.variantsOf(partnos.slice(0, half), lang, budget),
        this.variantsOf(partnos.slice(half), lang, budget),
      ]);
      return new Map([...first, ...second]);
    }
    const byBase = new Map<string, Product[]>();
    for (const product of result.products) {
      const base = product.record.PartnoWithoutPackageCode;
      if (typeof base !== 'string') continue;
      const group = byBase.get(partnoKey(base)) ?? [];
      group.push(product);
      byBase.set(partnoKey(base), group);
    }
    const resolved = new Map<string, ResolvedProduct | undefined>();
    for (const partno of partnos) {
      const variants = byBase.get(partnoKey(partno));
      // One prefix that still has more hits than one answer holds is not a part number: its variants cannot all be known.
      resolved.set(partnoKey(partno), variants && !result.hasMoreHits ? mergeVariants(partno, variants) : undefined);
    }
    return resolved;
  }
}

/** Every batch's answer, by the part number as given; never rejects (a batch that failed is in `failed`). */
export async function answersOf(batches: readonly BatchAnswer[]): Promise<ServiceAnswer> {
  const found = new Map<string, ResolvedProduct | undefined>();
  const failed: { partnos: readonly string[]; error: unknown }[] = [];
  await Promise.all(
    batches.map((batch) =>
      batch.found.then(
        (answers) => {
          for (const partno of batch.partnos) found.set(partno, answers.get(partnoKey(partno)));
        },
        (error: unknown) => {
          failed.push({ partnos: batch.partnos, error });
        },
      ),
    ),
  );
  return { found, failed };
}
