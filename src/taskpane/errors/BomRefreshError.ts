import { isPartSpecErrorNamed, PartSpecError } from '../../core';
import type { BomProblem } from './bomProblem';

/**
 * The BOM cannot be refreshed or filled as asked (a selection that is not one, no column chosen, no planned
 * builds for a last-time-buy): `problem` says why, as facts the pane words with what to do
 * (wording/failureWords/bomProblemText). `cause`, when there is one, is the failure behind it.
 */
export class BomRefreshError extends PartSpecError {
  override readonly name = 'BomRefreshError';
  readonly problem: BomProblem;

  constructor(problem: BomProblem, options: { cause?: unknown } = {}) {
    // English for the error log only: the pane words `problem`.
    super(`The BOM cannot be refreshed as asked: ${problem.kind}.`, options);
    this.problem = problem;
  }
}

/** Whether `value` is a BomRefreshError, also one made by another copy of PartSpec's code. */
export function isBomRefreshError(value: unknown): value is BomRefreshError {
  return isPartSpecErrorNamed<BomRefreshError>(value, 'BomRefreshError');
}
