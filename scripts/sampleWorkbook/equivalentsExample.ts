import { type Alternative, findEquivalents, type Product } from '../../src/core';
import type { SampleContext } from './sampleContext';

/** Rows PART.EQUIVALENTS is asked for in F8. */
export const EQUIVALENTS_SHOWN = 3;

/** A part of the BOM at risk, and what can replace it. */
export interface EquivalentsExample {
  readonly product: Product;
  /** Every part In Production that can replace it, best first, as the pane's Find equivalents lists them. */
  readonly all: readonly Alternative[];
  /** Those that pass every crossing rule: what PART.EQUIVALENTS lists. */
  readonly dropIns: readonly Alternative[];
}

/**
 * The first SMD part of the BOM at risk with more drop-ins than PART.EQUIVALENTS shows (so that its last
 * row says how many more), else the first with any: PART.EQUIVALENTS (F8) and Find equivalents (P3) use it.
 */
export async function equivalentsExample(context: SampleContext, shown: number): Promise<EquivalentsExample> {
  let fallback: EquivalentsExample | undefined;
  for (const row of context.bom) {
    const product = context.bomNow.get(row.typed);
    if (product?.category !== 'ceramicCapacitorsSMD') continue;
    if (!['NRND', 'To be discontinued', 'Discontinued'].includes(String(product.record.Status))) continue;
    const all = (await findEquivalents(context.data.now.client, product.record.Partno)) ?? [];
    const dropIns = all.filter((alternative) => alternative.check.verdict === 'drop-in');
    if (dropIns.length > shown) return { product, all, dropIns };
    if (!fallback && dropIns.length > 0) fallback = { product, all, dropIns };
  }
  if (!fallback) throw new Error('No SMD part of the BOM at risk has a drop-in');
  return fallback;
}
