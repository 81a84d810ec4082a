import type { BottomCategory } from '../../core/catalog';
import type { BasePart, CategoryParts } from './drafts';
import { prepareCategory } from './drafts';
import { Random } from './Random';
import type { SeriesDescription } from './series';

export interface CategoryPlan<Series extends SeriesDescription, Candidate> {
  readonly category: BottomCategory;
  readonly series: readonly Series[];
  /** Products of the category, packaging variants counted; each series gets its share, the last the rest. */
  readonly target: number;
  /** Names the random streams: `<streams>/<series code>` for each series, `<streams>/alternatives` after. */
  readonly streams: string;
  /**
   * The series' parts in the order they are tried, drawn from its own stream, until the series has its
   * share. May draw on the stream as it goes: whatever it draws after the last part taken is never used.
   */
  readonly candidates: (series: Series, random: Random) => Iterable<Candidate>;
  /** Share of the parts that also come in a second design revision (same electrical values, new spec code). */
  readonly revisedShare: number;
  /** The number of a part's first revision; a second one has the next. */
  readonly firstRevision: number;
  readonly basePart: (candidate: Candidate, revision: number, random: Random) => BasePart;
}

/**
 * A category's parts: its series filled one after the other, each from a random stream of its own (so
 * that changing one series leaves the others as they were), then prepared (sorted, alternatives chosen);
 * categoryProducts (drafts.ts) turns them into products.
 */
export function generateCategory<Series extends SeriesDescription, Candidate>(
  plan: CategoryPlan<Series, Candidate>,
): CategoryParts {
  const bases: BasePart[] = [];
  let produced = 0;
  plan.series.forEach((series, index) => {
    const random = new Random(`${plan.streams}/${series.code}`);
    const isLast = index === plan.series.length - 1;
    const target = isLast ? plan.target - produced : Math.round(series.share * plan.target);
    let seriesProduced = 0;
    for (const candidate of plan.candidates(series, random)) {
      if (seriesProduced >= target) break;
      const first = plan.firstRevision;
      for (const revision of random.chance(plan.revisedShare) ? [first, first + 1] : [first]) {
        const base = plan.basePart(candidate, revision, random);
        bases.push(base);
        seriesProduced += base.variants.length;
      }
    }
    produced += seriesProduced;
  });
  return prepareCategory(plan.category, bases, new Random(`${plan.streams}/alternatives`));
}
