import type { PartMatch } from '../../src/core';
import { productOf } from './productOf';

/**
 * A match of an In Production part, exact with nothing to say unless `match` says otherwise (its verdict,
 * reasons, notes, checks): Fill's choice and its words are decided from these fields alone.
 */
export function partMatchOf(partno: string, match: Partial<PartMatch> = {}): PartMatch {
  return {
    product: productOf(partno, { Status: 'In Production' }),
    verdict: 'exact',
    why: [],
    reasons: [],
    notes: [],
    checks: [],
    ...match,
  };
}
