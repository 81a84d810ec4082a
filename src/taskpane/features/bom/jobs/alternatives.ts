import {
  type Alternative,
  bestAlternative,
  crossingKey,
  dropInSearches,
  englishListedValue,
  listedAlternatives,
  partnoKey,
  type Product,
  TimeSlices,
} from '../../../../core';
import type { JobContext } from '../../../jobs/types';

/** Statuses of parts that need a replacement. */
export const AT_RISK: readonly string[] = ['NRND', 'To be discontinued', 'Discontinued'];

/** Whether a product (in `lang`) is at risk: NRND, To be discontinued or Discontinued. */
export function isAtRisk(product: Product, lang: JobContext['lang']): boolean {
  const status = product.record.Status;
  if (typeof status !== 'string') return false;
  return AT_RISK.includes(lang === 'en' ? status : (englishListedValue('Status', status, lang) ?? status));
}

/**
 * The best replacement of each part at risk, with crossCheck's verdict: among the alternatives the service
 * lists for it (AlternativePartno, looked up in one batched lookup), and, where none of those is a
 * drop-in, among the products a few parametric searches find (dropInSearches: one per category for all
 * such parts together). By partnoKey of the part number; undefined where nothing at all was found. Asked as
 * a lifecycle refresh is (`lifecycle`): an alternative's own Status is what makes it one.
 */
export async function alternativesFor(
  context: JobContext,
  atRisk: readonly Product[],
  requests: () => number,
): Promise<Map<string, Alternative | undefined>> {
  const { client, lang, signal } = context;
  const result = new Map<string, Alternative | undefined>();
  if (atRisk.length === 0) return result;
  context.onProgress({
    phase: 'fetching',
    done: 0,
    requests: requests(),
    step: { kind: 'alternatives', count: atRisk.length },
  });
  const listed = [...new Set(atRisk.flatMap(listedAlternatives))];
  const found =
    listed.length > 0
      ? await client.lookup(listed, { lang, signal, lifecycle: true })
      : new Map<string, Product | undefined>();
  const candidatesOf = (product: Product): Product[] =>
    listedAlternatives(product).flatMap((partno) => {
      const candidate = found.get(partno);
      return candidate ? [candidate] : [];
    });

  // Thousands of parts at risk in a large BOM: weighing their candidates takes turns with the pane.
  const slices = new TimeSlices();
  const needSearch: Product[] = [];
  for (const product of atRisk) {
    await slices.pause();
    const best = bestAlternative(product, candidatesOf(product), { lang });
    result.set(partnoKey(product.record.Partno), best);
    if (best?.check.verdict !== 'drop-in') needSearch.push(product);
  }
  if (needSearch.length === 0) return result;

  // The searches' products, by what a drop-in must share (category, value, size or spacing).
  const pool = new Map<string, Product[]>();
  for (const filter of dropInSearches(needSearch, { lang })) {
    for (const product of await client.searchAll({ filter, lang, signal, lifecycle: true })) {
      const key = crossingKey(product);
      if (key) pool.set(key, [...(pool.get(key) ?? []), product]);
    }
  }
  for (const product of needSearch) {
    await slices.pause();
    const key = crossingKey(product);
    const searched = key ? (pool.get(key) ?? []) : [];
    const best = bestAlternative(product, [...candidatesOf(product), ...searched], { lang });
    if (best) result.set(partnoKey(product.record.Partno), best);
  }
  return result;
}
