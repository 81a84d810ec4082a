import { alternativesAmong } from './alternatives';
import { mediaFileUrlsAt } from './common';
import type { BasePart, CategoryParts, DatasetProduct, PartState } from './drafts';
import { categoryProducts } from './drafts';
import type { Lifecycle, Status } from './lifecycle';
import { notices, seriesNoticeOf } from './lifecycle';
import { Random } from './Random';
import type { FieldValues } from './record';
import { DATASET_DATE, drawTimeline, lifecycleAt, type Timeline } from './timeline';

/**
 * The generated parts and their histories: the products as of DATASET_DATE (the dataset as drawn), and
 * as of any other date, with each part moved along its timeline (timeline.ts).
 */
export class Catalogue {
  /** The products as of DATASET_DATE. */
  readonly products: readonly DatasetProduct[];
  private timelines: Map<BasePart, Timeline> | undefined;
  /** Shared product fields for a status other than the one they were made for: only Notices differ. */
  private readonly sharedByStatus = new Map<FieldValues, Map<Status, FieldValues>>();

  constructor(readonly categories: readonly CategoryParts[]) {
    this.products = categories.flatMap((category) => categoryProducts(category));
  }

  /** The timeline of every part, drawn on first use from a stream of the part's own. */
  timeline(base: BasePart): Timeline {
    if (!this.timelines) {
      const timelines = new Map<BasePart, Timeline>();
      for (const { category, parts } of this.categories) {
        for (const part of parts) {
          const random = new Random(`timeline/${category}/${part.partnoWithoutPackageCode}`);
          timelines.set(part, drawTimeline(part.lifecycle, random));
        }
      }
      this.timelines = timelines;
    }
    const found = this.timelines.get(base);
    if (!found) throw new Error(`${base.partnoWithoutPackageCode} is not in the catalogue`);
    return found;
  }

  /** The products as of `date` (`YYYY-MM-DD`), in the same order as `products`. */
  productsAsOf(date: string): readonly DatasetProduct[] {
    return date === DATASET_DATE ? this.products : this.evaluate(date);
  }

  /** The products as of `date` made from the timelines, even at DATASET_DATE (where they equal `products`). */
  evaluate(date: string): DatasetProduct[] {
    return this.categories.flatMap((parts) => this.categoryAt(parts, date));
  }

  private categoryAt(parts: CategoryParts, date: string): DatasetProduct[] {
    const lifecycles = new Map<BasePart, Lifecycle>();
    for (const base of parts.parts) lifecycles.set(base, lifecycleAt(this.timeline(base), date));
    const statusOf = (base: BasePart): Status => (lifecycles.get(base) as Lifecycle).Status;
    // Chosen as for the dataset, among the parts In Production on the date; a part that lists alternatives
    // in the dataset lists as many (the same ones at DATASET_DATE), another as many as its timeline wants.
    const alternatives = alternativesAmong(
      parts.parts,
      statusOf,
      (base) => parts.alternatives.get(base)?.length || this.timeline(base).alternativesWanted,
    );
    return categoryProducts(parts, (base): PartState => {
      const lifecycle = lifecycles.get(base) as Lifecycle;
      const mediaFileUrls = mediaFileUrlsAt(
        parts.category,
        String(base.shared['Series']),
        base.nested.MediaFileUrls,
        lifecycle.Status,
      );
      return {
        lifecycle,
        shared: this.sharedAt(base, lifecycle.Status),
        nested:
          mediaFileUrls === base.nested.MediaFileUrls ? base.nested : { ...base.nested, MediaFileUrls: mediaFileUrls },
        alternatives: alternatives.get(base),
      };
    });
  }

  private sharedAt(base: BasePart, status: Status): FieldValues {
    if (status === base.lifecycle.Status) return base.shared;
    let byStatus = this.sharedByStatus.get(base.shared);
    if (!byStatus) {
      byStatus = new Map();
      this.sharedByStatus.set(base.shared, byStatus);
    }
    let shared = byStatus.get(status);
    if (!shared) {
      const seriesNotice = seriesNoticeOf(base.lifecycle.Status, base.shared['Notices'] as string | null);
      shared = { ...base.shared, Notices: notices(status, seriesNotice) };
      byStatus.set(status, shared);
    }
    return shared;
  }
}
