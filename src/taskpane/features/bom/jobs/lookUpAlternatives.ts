import { type Alternative, type CellValue, partnoKey, type Product } from '../../../../core';
import { recordError } from '../../../../office/errorLog';
import { NOT_LOOKED_UP, verdictText } from '../wording/alternativeCells';
import { alternativesFor, isAtRisk } from './alternatives';
import type { JobContext } from '../../../jobs/types';

/** A part at risk and what best replaces it, for the pane. */
export interface AtRiskPart {
  readonly partno: string;
  readonly alternative?: Alternative;
}

/** The parts at risk among those found, and what best replaces each. */
export interface BomAlternatives {
  /** Whether a column asks for the alternatives (BestAlternative, AlternativeVerdict). */
  readonly wanted: boolean;
  /** The products found that are at risk, in sheet order. */
  readonly risky: readonly Product[];
  /** By part number (upper case); empty when not wanted or not looked up. */
  readonly alternatives: ReadonlyMap<string, Alternative | undefined>;
  /** Why the alternatives could not be looked up: the parts' own columns are written all the same. */
  readonly failure?: unknown;
}

/**
 * The best replacement of each part at risk, only when a column asks for it: it costs requests. A failure
 * is recorded and kept for the summary, as the parts' own columns can be written without; Cancel throws.
 */
export async function lookUpAlternatives(
  context: JobContext,
  products: readonly Product[],
  fields: readonly string[],
  requests: () => number,
): Promise<BomAlternatives> {
  const wanted = fields.includes('BestAlternative') || fields.includes('AlternativeVerdict');
  const risky = products.filter((product) => isAtRisk(product, context.lang));
  if (!wanted) return { wanted, risky, alternatives: new Map() };
  try {
    return { wanted, risky, alternatives: await alternativesFor(context, risky, requests) };
  } catch (error) {
    if (context.signal.aborted) throw error;
    recordError(error, 'pane');
    return { wanted, risky, alternatives: new Map(), failure: error };
  }
}

/** The BestAlternative or AlternativeVerdict cell of a product: empty unless it is at risk. */
export function alternativeCell(
  found: BomAlternatives,
): (product: Product, column: 'BestAlternative' | 'AlternativeVerdict') => CellValue {
  return (product, column) => {
    if (!found.risky.includes(product)) return '';
    if (found.failure !== undefined) return NOT_LOOKED_UP;
    const alternative = found.alternatives.get(partnoKey(product.record.Partno));
    return column === 'BestAlternative' ? (alternative?.product.record.Partno ?? '') : verdictText(alternative);
  };
}

/** The parts at risk with their best alternative, for the pane; none when no column asked for alternatives. */
export function atRiskParts(found: BomAlternatives): AtRiskPart[] {
  if (!found.wanted) return [];
  return found.risky.map((product) => {
    const alternative = found.alternatives.get(partnoKey(product.record.Partno));
    return { partno: product.record.Partno, ...(alternative ? { alternative } : {}) };
  });
}
