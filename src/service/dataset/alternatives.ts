import type { Status } from './lifecycle';
import { RETIRING_STATUSES } from './lifecycle';
import type { Random } from './Random';

/** What the alternative search needs to know of one part (all its packaging variants alike). */
export interface AlternativeCandidate {
  readonly partnoWithoutPackageCode: string;
  readonly status: Status;
  /**
   * Parts are interchangeable only within one group: the category's equivalence key (for capacitors
   * capacitance, size and temperature characteristic; for inductors inductance, size and circuit type).
   */
  readonly group: string;
  /** Rated voltage or rated current: an alternative must be rated at least as high. */
  readonly rating: number;
  /** AEC-Q200 qualified: such a part may only be replaced by another qualified part. */
  readonly aecQ200: boolean;
  readonly series: string;
  readonly tolerance: string;
}

/** Buyers look for a drop-in: same series first, then same tolerance, then the closest rating. */
function preference<T extends AlternativeCandidate>(wanted: T) {
  return (a: T, b: T): number =>
    Number(a.series !== wanted.series) - Number(b.series !== wanted.series) ||
    Number(a.tolerance !== wanted.tolerance) - Number(b.tolerance !== wanted.tolerance) ||
    a.rating - b.rating ||
    (a.partnoWithoutPackageCode < b.partnoWithoutPackageCode ? -1 : 1);
}

/** How many alternatives a part being phased out lists, at most: 1 in half the parts, 2 or 3 in the rest. */
export function drawAlternativesWanted(random: Random): number {
  return random.weighted<number>([
    [1, 5],
    [2, 3],
    [3, 2],
  ]);
}

/**
 * The alternatives of each part being phased out: 1-3 In Production parts of its group, rated at least
 * as high, qualified to AEC-Q200 where the part is. Parts with no such alternative, and all others, get no entry. The caller turns each chosen
 * part into one of its packaging variants.
 */
export function chooseAlternatives<T extends AlternativeCandidate>(parts: readonly T[], random: Random): Map<T, T[]> {
  return alternativesAmong(
    parts,
    (part) => part.status,
    () => drawAlternativesWanted(random),
  );
}

/**
 * chooseAlternatives with the statuses given by `statusOf` (say, at another date) and the number wanted by
 * `wanted`, asked once per part being phased out, in the order of `parts`.
 */
export function alternativesAmong<T extends AlternativeCandidate>(
  parts: readonly T[],
  statusOf: (part: T) => Status,
  wanted: (part: T) => number,
): Map<T, T[]> {
  const inProduction = new Map<string, T[]>();
  for (const part of parts) {
    if (statusOf(part) !== 'In Production') continue;
    const group = inProduction.get(part.group);
    if (group) group.push(part);
    else inProduction.set(part.group, [part]);
  }
  const chosen = new Map<T, T[]>();
  for (const part of parts) {
    if (!RETIRING_STATUSES.includes(statusOf(part))) continue;
    const count = wanted(part);
    const candidates = (inProduction.get(part.group) ?? []).filter(
      (candidate) => candidate.rating >= part.rating && (candidate.aecQ200 || !part.aecQ200) && candidate !== part,
    );
    if (candidates.length > 0) chosen.set(part, candidates.sort(preference(part)).slice(0, count));
  }
  return chosen;
}
