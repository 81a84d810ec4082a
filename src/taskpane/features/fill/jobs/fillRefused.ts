import type { FillProblem } from '../../../errors/fillProblem';
import { FillProblemError } from '../../../errors/FillProblemError';
import { fillProblemWords } from '../../../wording/failureWords/fillProblemWords';

/**
 * Fill's refusal of the BOM it was given, to throw: a BomRefreshError with `problem`, its facts, and, since the
 * pane shows a BomRefreshError's message today, `problem` as the pane words it. Once BomRefreshError carries
 * its own problem and the pane words that, this is `new BomRefreshError(problem)`.
 */
export function fillRefused(problem: FillProblem): FillProblemError {
  return new FillProblemError(problem, fillProblemWords(problem));
}
