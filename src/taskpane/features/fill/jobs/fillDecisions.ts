import type { FillDecision } from '../../../../office/workbook';
import type { FillLine } from '../logic/fillLayout';
import type { LineResult } from './fillLine';

/** The decisions kept of the lines that still hold the part number Fill wrote: a part typed since is the user's. */
export function keptDecisions(
  lines: readonly FillLine[],
  decisions: ReadonlyMap<number, FillDecision>,
): Map<number, FillDecision> {
  const kept = new Map<number, FillDecision>();
  for (const line of lines) {
    const decision = decisions.get(line.row);
    if (decision && decision.partno === line.partno) kept.set(line.row, decision);
  }
  return kept;
}

/**
 * The decisions after a fill: each line answered now decides anew (marked Check or not); a line given no part
 * has none; a line still to check keeps its own, as its cells are kept.
 */
export function decided(kept: Map<number, FillDecision>, results: readonly LineResult[]): Map<number, FillDecision> {
  for (const result of results) {
    const { row } = result.line;
    if (result.kind === 'noLongerMet') kept.set(row, { partno: result.line.partno, decision: 'noLongerMeets' });
    else if (result.kind === 'matched' && result.choice.chosen) {
      const { check } = result.choice;
      kept.set(row, {
        partno: result.choice.chosen.product.record.Partno,
        decision: 'met',
        ...(check ? { check } : {}),
      });
    } else if (result.kind !== 'failed' && result.kind !== 'stillToCheck') kept.delete(row);
  }
  return kept;
}
