import { BomRefreshError } from './BomRefreshError';
import type { FillProblem } from './fillProblem';

/**
 * A BomRefreshError of Fill part numbers', with its facts as `problem`. It is a BomRefreshError (its name, its
 * guard and the pane's words for it are that class's) whose message is `problem` as the pane words it, given
 * by the job, until BomRefreshError carries a problem of its own that the pane words: then Fill throws that
 * with `problem`, and this class goes.
 */
export class FillProblemError extends BomRefreshError {
  readonly problem: FillProblem;

  constructor(problem: FillProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}
