import type { CategoryId } from '../catalog';
import type { DescriptionNote } from './PartDescription';
import type { Mount, PartKind, Statement } from './statements';

export interface CategoryDecision {
  readonly part?: PartKind;
  readonly category?: CategoryId;
  readonly notes: DescriptionNote[];
}

/**
 * What the part is. A word that says it (`nF`, `inductor`, a `C_` or `L_` name) decides, the first one
 * first, and one of the other kind is a conflict; otherwise a rating only one kind has (a voltage or a
 * characteristic: a capacitor; a current: an inductor). A value with nothing else is guessed a capacitor,
 * the commoner part in BOMs, and a note says so. A capacitor is SMD when a size, a footprint or a word
 * (`SMD`, `MLCC`) says so, leaded when a lead word or spacing does, and of either kind when nothing does.
 */
export function decideCategory(statements: readonly Statement[]): CategoryDecision {
  const notes: DescriptionNote[] = [];
  const said = statements.filter((statement) => statement.evidence?.part && statement.evidence.explicit);
  const implied = statements.filter((statement) => statement.evidence?.part);
  const decider = said[0] ?? implied[0];
  let part = decider?.evidence?.part;
  let guessed = false;
  if (part === undefined) {
    if (!statements.some((statement) => statement.kind === 'value')) return { notes };
    part = 'capacitor';
    guessed = true;
  }
  for (const other of said) {
    if (decider && other.evidence?.part !== part) {
      notes.push({ kind: 'conflict', requirement: 'category', kept: decider.text, ignored: other.text });
    }
  }
  const mounts = statements.filter((statement) => mountOf(statement) !== undefined);
  let category: CategoryId;
  if (part === 'inductor') {
    category = 'inductors';
    for (const leaded of mounts.filter((statement) => mountOf(statement) === 'lead')) {
      notes.push({ kind: 'conflict', requirement: 'category', kept: decider?.text ?? '', ignored: leaded.text });
    }
  } else {
    const mount = mounts[0] === undefined ? undefined : mountOf(mounts[0]);
    for (const other of mounts.filter((statement) => mountOf(statement) !== mount)) {
      notes.push({ kind: 'conflict', requirement: 'category', kept: mounts[0].text, ignored: other.text });
    }
    category =
      mount === 'smd' ? 'ceramicCapacitorsSMD' : mount === 'lead' ? 'ceramicCapacitorsLead' : 'ceramicCapacitors';
  }
  if (guessed) notes.unshift({ kind: 'categoryGuessed', category });
  return { part, category, notes };
}

/** A size code says SMD of a capacitor, as the chip sizes are the SMD category's. */
function mountOf(statement: Statement): Mount | undefined {
  return statement.evidence?.mount ?? (statement.kind === 'size' ? 'smd' : undefined);
}
