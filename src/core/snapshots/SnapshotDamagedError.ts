import type { BottomCategory, Language } from '../catalog';
import { isPartSpecErrorNamed, PartSpecError } from '../errors';
import type { SnapshotProblem } from './snapshotChecks';

/**
 * A kept snapshot that fails its own checks (snapshotChecks): the store or the planner found it damaged. It
 * is dropped from the store and the service answers instead; it reaches the user only in Diagnostics.
 */
export class SnapshotDamagedError extends PartSpecError {
  override readonly name = 'SnapshotDamagedError';
  readonly category: BottomCategory;
  readonly lang: Language;
  readonly problem: SnapshotProblem;

  constructor(category: BottomCategory, lang: Language, problem: SnapshotProblem) {
    super(
      `The kept snapshot of ${category} in ${lang} was damaged (${problem}): it was dropped, and the service answers instead.`,
    );
    this.category = category;
    this.lang = lang;
    this.problem = problem;
  }
}

export const isSnapshotDamagedError = (value: unknown): value is SnapshotDamagedError =>
  isPartSpecErrorNamed<SnapshotDamagedError>(value, 'SnapshotDamagedError');
