import type { Language, Product } from '../catalog';
import type { PartSpecClient } from '../types';
import { type Alternative, dropInSearches, listedAlternatives, rankAlternatives } from './alternatives';

/** What finding equivalents needs of the client: a lookup and a search. */
export type EquivalentsClient = Pick<PartSpecClient, 'lookup' | 'searchAll'>;

/**
 * The parts In Production that can replace a part, best first (drop-ins, then those to check), by the
 * crossing rules: candidates are the alternatives the service lists for it and what one parametric search
 * for its value and size finds (dropInSearches). Parts of another value or size, and parts not In
 * Production, are left out. Undefined when the service does not know the part.
 */
export async function findEquivalents(
  client: EquivalentsClient,
  partno: string,
  options: { readonly lang?: Language; readonly signal?: AbortSignal } = {},
): Promise<Alternative[] | undefined> {
  const { lang, signal } = options;
  const original = (await client.lookup([partno], { lang, signal })).get(partno);
  if (!original) return undefined;
  const listed = listedAlternatives(original);
  const [alternatives, searched] = await Promise.all([
    listed.length > 0
      ? client.lookup(listed, { lang, signal })
      : Promise.resolve(new Map<string, Product | undefined>()),
    Promise.all(dropInSearches([original], { lang }).map((filter) => client.searchAll({ filter, lang, signal }))),
  ]);
  const candidates = [
    ...[...alternatives.values()].filter((product): product is Product => product !== undefined),
    ...searched.flat(),
  ];
  return rankAlternatives(original, candidates, { lang }).filter(
    (alternative) =>
      alternative.check.verdict !== 'not equivalent' &&
      !alternative.check.differences.some((difference) => difference.rule === 'inProduction'),
  );
}
