import { t } from '../../i18n/i18n';
import { type CalculatedValue, type FormulaProblem, isCellError } from './calculatedValue';

/** A problem of preview mode's own, in the display language. */
export function problemText(problem: FormulaProblem): string {
  switch (problem.kind) {
    case 'spill':
      return problem.blocker === undefined
        ? t('preview.formulas.problems.spillEdge', { range: problem.range })
        : t('preview.formulas.problems.spill', { range: problem.range, cell: problem.blocker });
    case 'unknownFunction':
      return t('preview.formulas.problems.unknownFunction', { name: problem.name });
    case 'argument':
      return t('preview.formulas.problems.argument', { argument: problem.argument });
    case 'syntax':
      return t('preview.formulas.problems.syntax');
    case 'tooMany':
      return t('preview.formulas.problems.tooMany', { count: problem.most });
    case 'tooFew':
      return t('preview.formulas.problems.tooFew', { parameter: problem.parameter });
    case 'oneCell':
      return t('preview.formulas.problems.oneCell', { parameter: problem.parameter });
    case 'functionsNotLoaded':
      return t('preview.formulas.problems.functionsNotLoaded', { reason: problem.reason });
  }
}

/**
 * What Excel says beside an error in a cell: the function's own message (worded by the functions in the
 * display language of the cells), or preview mode's words for a problem of its own; undefined for a value.
 */
export function errorNote(value: CalculatedValue | undefined): string | undefined {
  if (!isCellError(value)) return undefined;
  if (value.problem) return `${value.error} ${problemText(value.problem)}`;
  return value.message ? `${value.error} ${value.message}` : value.error;
}
