import type { Product } from '../catalog';
import type { SnapshotUse } from './SnapshotProvenance';

/**
 * A kept snapshot's share of a job's answers: which snapshot (its category, language and issue date, by the
 * service's clock), how old it was then, and how many of the answers came from it. Nothing of the connection
 * (no service address): a workbook that records it travels.
 */
export interface SnapshotShare extends Pick<
  SnapshotUse,
  'category' | 'lang' | 'issuedAt' | 'ageMs' | 'ageChecked' | 'stale'
> {
  /** Answers (parts, products) it gave. */
  readonly count: number;
}

/** Where a job's answers came from, with each source's time: the service, and the kept snapshots. */
export interface AnswerSources {
  /** The service's time when the job took its answers (ISO 8601, UTC): when the service's answers are as of. */
  readonly at: string;
  /** Whether `at` is the service's own time, read from its answers (false: this computer's, none said it yet). */
  readonly atChecked: boolean;
  /** Answers the service gave. */
  readonly service: number;
  /** The kept snapshots that gave the others, oldest first. */
  readonly snapshots: readonly SnapshotShare[];
}

/**
 * Where each of `products` came from (`snapshotOf`: the client's `snapshots.of`, undefined for the service's
 * answers), counted per source, as of the service's time `at`.
 */
export function answerSources(
  products: Iterable<Product>,
  snapshotOf: (product: Product) => SnapshotUse | undefined,
  at: { readonly now: Date; readonly checked: boolean },
): AnswerSources {
  let service = 0;
  const shares = new Map<string, { use: SnapshotUse; count: number }>();
  for (const product of products) {
    const use = snapshotOf(product);
    if (!use) {
      service += 1;
      continue;
    }
    const key = `${use.category}\n${use.lang}\n${use.issuedAt}`;
    const share = shares.get(key);
    if (share) share.count += 1;
    else shares.set(key, { use, count: 1 });
  }
  const snapshots = [...shares.values()]
    .map(({ use, count }): SnapshotShare => ({
      category: use.category,
      lang: use.lang,
      issuedAt: use.issuedAt,
      ageMs: use.ageMs,
      ageChecked: use.ageChecked,
      stale: use.stale,
      count,
    }))
    .sort((a, b) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt) || a.category.localeCompare(b.category));
  return { at: at.now.toISOString(), atChecked: at.checked, service, snapshots };
}
