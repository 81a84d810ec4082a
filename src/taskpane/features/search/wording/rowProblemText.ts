import { type ConditionProblem, FRIENDLY_EXAMPLES } from '../../../../core';
import { t } from '../../../i18n/i18n';
import { categoryInText } from '../../../wording/categoryNames';
import type { RowProblem } from '../logic/rowProblem';
import { rangeProblemText } from './rangeProblemText';

/**
 * What the Search view says under a condition row it left out (rowsToFilter's facts): what is wrong and what
 * to write instead, starting with the item's name.
 */
export function rowProblemText(problem: RowProblem): string {
  switch (problem.kind) {
    case 'categoryRow':
      return t('search.problems.categoryRow');
    case 'notApplicable':
      return t('search.problems.notApplicable', { item: problem.item, category: categoryInText(problem.category) });
    case 'notSearchItem':
    case 'wrongKind':
    case 'yesNo':
    case 'textEmpty':
    case 'listedEmpty':
    case 'noUnit':
      return t(`search.problems.${problem.kind}`, { item: problem.item });
    case 'textOperator':
      return t('search.problems.textOperator', {
        item: problem.item,
        startswith: t('search.operators.startswith'),
        contains: t('search.operators.contains'),
        equals: t('search.operators.equals'),
      });
    case 'numberOperator':
      return t('search.problems.numberOperator', { item: problem.item, between: t('search.operators.between') });
    case 'reading':
      return readingProblemText(problem.problem);
    case 'ambiguousComma': {
      const { item, typed, decimal, thousands } = problem;
      return t('search.problems.ambiguousComma', { item, value: typed, decimal, thousands });
    }
    case 'notQuantity':
      return t('search.problems.notQuantity', {
        item: problem.item,
        value: problem.typed.trim(),
        quantity: t(`search.problems.quantities.${problem.unit}`),
        example: FRIENDLY_EXAMPLES[problem.unit],
      });
    case 'outOfRange':
      return rangeProblemText(problem.range, problem);
    case 'bothEnds':
    case 'numberEmpty':
      return t(`search.problems.${problem.kind}`, { item: problem.item, example: FRIENDLY_EXAMPLES[problem.unit] });
    case 'emptyRange':
      return t('search.problems.emptyRange', { item: problem.item, from: problem.from, to: problem.to });
  }
}

/**
 * A problem of core's condition reader in the pane's words. The kinds a text or listed row cannot meet (its
 * values are split at `|` and blanks dropped before reading) keep core's sentence.
 */
function readingProblemText(problem: ConditionProblem): string {
  const { item } = problem;
  const value = problem.value ?? '';
  switch (problem.kind) {
    case 'quote':
      return t('search.problems.quote', { item, value, contains: t('search.operators.contains') });
    case 'brokenCharacter':
      return t('search.problems.brokenCharacter', { item, value });
    case 'notListed':
      return t('search.problems.notListed', { item, value, allowed: (problem.allowed ?? []).join(', ') });
    default:
      return t('search.problems.other', { item, message: problem.message });
  }
}
