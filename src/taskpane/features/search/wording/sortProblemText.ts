import { t } from '../../../i18n/i18n';
import { categoryInText } from '../../../wording/categoryNames';
import type { SortProblem } from '../logic/sortRows';

/** What the Search view says under a sort row it left out: why, and what to do instead. */
export function sortProblemText(problem: SortProblem): string {
  switch (problem.kind) {
    case 'notSearchItem':
    case 'direction':
    case 'duplicate':
      return t(`search.sortProblems.${problem.kind}`, { item: problem.item });
    case 'multiValued':
    case 'sameCategory':
    case 'notApplicable':
      return t(`search.sortProblems.${problem.kind}`, {
        item: problem.item,
        category: categoryInText(problem.category),
      });
  }
}
