import { BomRefreshError } from '../../../errors/BomRefreshError';
import type { FillProblem } from '../../../errors/fillProblem';

/** Fill's refusal of the BOM it was given, to throw: a BomRefreshError with `problem`, its facts. */
export function fillRefused(problem: FillProblem): BomRefreshError {
  return new BomRefreshError(problem);
}
