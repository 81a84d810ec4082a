import type { Language, Product } from '../catalog';
import type { Filter } from '../query';
import { assessMatch, type MatchAssessment } from './assessMatch';
import { DescriptionError } from './DescriptionError';
import { candidateFilters } from './candidateFilters';
import { lineChecks, partChecks } from './matchChecks';
import type { PartDescription, StatedSize, StatedValue } from './PartDescription';
import type { MatchCheck, PartMatch, PartMatchOptions } from './PartMatch';
import { DEFAULT_STATUS_ORDER, rankMeeting, rankNear, type RankPreferences } from './rankMatches';
import { readPartDescription } from './readPartDescription';
import { en, notePhrase, sdkReasonText } from '../../words';
import { type LineAnswer, refusalOf } from './LineAnswer';

/** What matching needs of a client: every product of a search. A PartSpecClient is one. */
export interface MatchClient {
  searchAll(search: { filter: Filter; lang: Language; signal?: AbortSignal }): Promise<Product[]>;
}

/** Parts answered when the caller does not say how many. */
export const DEFAULT_MATCH_COUNT = 5;

/**
 * The parts that meet a BOM line as written (with `options.footprint`, its footprint's text): the line read
 * (readPartDescription), then matched (matchLine). DescriptionError when it states no value that can be read;
 * none for a line not fitted, out of scope, or of a body size or kind the catalogue lacks (matchLine says which).
 */
export async function matchDescription(
  client: MatchClient,
  text: string,
  options: PartMatchOptions = {},
): Promise<PartMatch[]> {
  const answer = await matchLine(client, readPartDescription(text, options.footprint), options);
  if (answer.kind === 'noValue') throw new DescriptionError(answer.description.text, answer.description.unread);
  return answer.kind === 'parts' ? [...answer.matches] : [];
}

/**
 * A line read (readPartDescription) answered whole: not fitted, out of scope, not in the catalogue, no value,
 * or its parts (matchParts). Nothing is searched for a line that is not to be matched.
 */
export async function matchLine(
  client: MatchClient,
  description: PartDescription,
  options: PartMatchOptions = {},
): Promise<LineAnswer> {
  const refusal = refusalOf(description);
  if (refusal) return refusal;
  return { kind: 'parts', description, matches: await matchParts(client, description, options) };
}

/**
 * The parts that meet `description` (whose value was read), best first, by the rule of assessMatch and the
 * order of rankMeeting; when none meets it, the nearest (rankNear) as `near`. One search finds the parts of
 * the value and size (both readings of a size code of both systems); a second, of the value alone, only when
 * no part of that size exists at all. When only the other reading of such a code has parts that meet the
 * line, they are proposed, marked Check.
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
  const preferences: RankPreferences = {
    preferSeries: typeof options.preferSeries === 'string' ? [options.preferSeries] : (options.preferSeries ?? []),
    status,
  };
  const allowed = new Set(status.map((name) => name.toLowerCase()));
  const stated = { ...description, value } satisfies PartDescription & { value: StatedValue };
  const filters = candidateFilters(stated);

  const assess = (products: readonly Product[], read: PartDescription = description): MatchAssessment[] =>
    products
      .map((product) => assessMatch(product, read, lang))
      .filter((assessment) => allowed.has(assessment.status.toLowerCase()));

  const products = await client.searchAll({ filter: filters.exact, lang, signal: options.signal });
  let assessed = assess(products);
  let meeting = assessed.filter((assessment) => assessment.meets);
  // The other reading of a code of both systems: does it have parts that meet the line too?
  const other = otherReading(description.size);
  const otherMeeting = other ? assess(products, { ...description, size: other }).filter((a) => a.meets) : [];
  let read = description;
  let ambiguityMatters = meeting.length > 0 && otherMeeting.length > 0;
  if (meeting.length === 0 && otherMeeting.length > 0 && other) {
    // Only the other reading has parts: they are the answer, and the reading is the user's to confirm.
    read = { ...description, size: other };
    meeting = otherMeeting;
    ambiguityMatters = true;
  }
  const line = lineChecks(read, ambiguityMatters);
  if (meeting.length > 0) {
    const ranked = onePerPart(rankMeeting(meeting, preferences)).slice(0, count);
    return ranked.map((assessment) => matchOf(assessment, read, [...line, ...partChecks(assessment, ranked, read)]));
  }
  if (assessed.length === 0 && filters.wider) {
    assessed = assess(await client.searchAll({ filter: filters.wider, lang, signal: options.signal }));
  }
  return onePerPart(rankNear(assessed, preferences))
    .slice(0, count)
    .map((assessment) => matchOf(assessment, description, []));
}

/** The other reading of a code of both systems, as a size of its own (`0402` metric: inch 01005). */
function otherReading(size: StatedSize | undefined): StatedSize | undefined {
  if (!size?.otherReading) return undefined;
  const { otherReading: reading, ...rest } = size;
  return { ...rest, ...reading };
}

/**
 * How one part stands against a line read (readPartDescription) by the rule of matchParts: `exact` or `meets`
 * when it meets every requirement stated, `check` when it does but the line holds words not understood or
 * the voltage assumed is not met, `near` with what it lacks otherwise. Fill asks it of a part filled before,
 * to tell a line whose value was changed since from one its part still fits.
 */
export function assessPart(product: Product, description: PartDescription, lang: Language = 'en'): PartMatch {
  const assessment = assessMatch(product, description, lang);
  return matchOf(assessment, description, assessment.meets ? partChecks(assessment, [], description) : []);
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

/** A note of the reading in the catalogue's English, as the SDK's `why` says it. */
function englishNote(note: PartDescription['notes'][number]): string | undefined {
  return notePhrase(en.matching, note);
}

function matchOf(assessment: MatchAssessment, description: PartDescription, checks: MatchCheck[]): PartMatch {
  const notes = description.notes.filter((note) => englishNote(note) !== undefined);
  const doubtful = description.unread.length > 0 || assessment.belowAssumedVoltage;
  return {
    product: assessment.product,
    verdict: !assessment.meets ? 'near' : doubtful ? 'check' : assessment.exact ? 'exact' : 'meets',
    // The SDK's English, from the word catalogue; the add-in words `reasons` and `notes` itself.
    why: [...assessment.reasons.map(sdkReasonText), ...notes.map((note) => englishNote(note) as string)],
    reasons: assessment.reasons,
    notes,
    checks,
  };
}
