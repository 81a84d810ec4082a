import type { Language, Product } from '../catalog';
import type { Filter } from '../query';
import { assessMatch, type MatchAssessment } from './assessMatch';
import { DescriptionError } from './DescriptionError';
import { candidateFilters } from './candidateFilters';
import { matchReasonText, noteText } from './matchReasonText';
import type { PartDescription, StatedValue } from './PartDescription';
import type { PartMatch, PartMatchOptions } from './PartMatch';
import { DEFAULT_STATUS_ORDER, rankMeeting, rankNear } from './rankMatches';
import { readPartDescription } from './readPartDescription';

/** What matching needs of a client: every product of a search. A PartSpecClient is one. */
export interface MatchClient {
  searchAll(search: { filter: Filter; lang: Language; signal?: AbortSignal }): Promise<Product[]>;
}

/** Parts answered when the caller does not say how many. */
export const DEFAULT_MATCH_COUNT = 5;

/**
 * The parts that meet a BOM line as written (with `options.footprint`, its footprint's text): the line read
 * (readPartDescription), then matched (matchParts). DescriptionError when it states no value that can be read.
 */
export async function matchDescription(
  client: MatchClient,
  text: string,
  options: PartMatchOptions = {},
): Promise<PartMatch[]> {
  const description = readPartDescription(text, options.footprint);
  if (!description.value) throw new DescriptionError(description.text, description.unread);
  return matchParts(client, description, options);
}

/**
 * The parts that meet `description` (whose value was read), best first, by the rule of assessMatch and the
 * order of rankMeeting; when none meets it, the nearest (rankNear) as `near`. One search finds the parts of
 * the value and size; a second, of the value alone, only when no part of that size exists at all.
 */
export async function matchParts(
  client: MatchClient,
  description: PartDescription,
  options: PartMatchOptions = {},
): Promise<PartMatch[]> {
  const { value } = description;
  if (!value) return [];
  const lang = options.lang ?? 'en';
  const count =
    options.count !== undefined && Number.isFinite(options.count)
      ? Math.max(1, Math.floor(options.count))
      : DEFAULT_MATCH_COUNT;
  const status = options.status ?? DEFAULT_STATUS_ORDER;
  const preferences = {
    preferSeries: typeof options.preferSeries === 'string' ? [options.preferSeries] : (options.preferSeries ?? []),
    status,
  };
  const allowed = new Set(status.map((name) => name.toLowerCase()));
  const stated = { ...description, value } satisfies PartDescription & { value: StatedValue };
  const filters = candidateFilters(stated);

  const assess = (products: readonly Product[]): MatchAssessment[] =>
    products
      .map((product) => assessMatch(product, description, lang))
      .filter((assessment) => allowed.has(assessment.status.toLowerCase()));

  let assessed = assess(await client.searchAll({ filter: filters.exact, lang, signal: options.signal }));
  const meeting = assessed.filter((assessment) => assessment.meets);
  const toMatch = (assessment: MatchAssessment): PartMatch => matchOf(assessment, description);
  if (meeting.length > 0) return onePerPart(rankMeeting(meeting, preferences)).slice(0, count).map(toMatch);
  if (assessed.length === 0 && filters.wider) {
    assessed = assess(await client.searchAll({ filter: filters.wider, lang, signal: options.signal }));
  }
  return onePerPart(rankNear(assessed, preferences)).slice(0, count).map(toMatch);
}

/**
 * How one part stands against a line read (readPartDescription) by the rule of matchParts: `exact` or `meets`
 * when it meets every requirement stated, `near` with what it lacks otherwise. Fill asks it of a part filled
 * before, to tell a line whose value was changed since from one its part still fits.
 */
export function assessPart(product: Product, description: PartDescription, lang: Language = 'en'): PartMatch {
  return matchOf(assessMatch(product, description, lang), description);
}

/**
 * The best ranked packaging of each part (PartnoWithoutPackageCode): the same part on another reel is not
 * another choice of part, and would make every line look as if it had several.
 */
function onePerPart(ranked: readonly MatchAssessment[]): MatchAssessment[] {
  const seen = new Set<string>();
  return ranked.filter(({ product }) => {
    const part = String(product.record.PartnoWithoutPackageCode ?? product.record.Partno);
    if (seen.has(part)) return false;
    seen.add(part);
    return true;
  });
}

function matchOf(assessment: MatchAssessment, description: PartDescription): PartMatch {
  const notes = description.notes.filter((note) => noteText(note) !== undefined);
  return {
    product: assessment.product,
    verdict: !assessment.meets ? 'near' : assessment.exact ? 'exact' : 'meets',
    why: [...assessment.reasons.map(matchReasonText), ...notes.map((note) => noteText(note) as string)],
    reasons: assessment.reasons,
    notes,
  };
}
