import { columnLetters } from '../../../office/workbook';
import { t } from '../../i18n/i18n';
import type { FillProblem } from '../../errors/fillProblem';

/** Why Fill part numbers refused the BOM, as the pane says it: what to select or type instead. */
export function fillProblemWords(problem: FillProblem): string {
  switch (problem.kind) {
    case 'valueCellsNotSelected':
      return t('fill.problems.nothingSelected');
    case 'noLines':
    case 'noValues':
      return t(`fill.problems.${problem.kind}`, { header: quotedHeader(problem.header) });
    case 'footprintNotFound':
      return t('fill.problems.footprintNotFound', {
        footprint: quotedHeader(problem.footprint),
        headers: problem.headers.map(quotedHeader).join(t('fill.listSeparator')),
        first: columnLetters(problem.firstColumn),
        last: columnLetters(problem.lastColumn),
      });
  }
}

/** A header (or what was typed for one) in the display language's quotes, whole: the user looks for it. */
function quotedHeader(text: string): string {
  return t('errors.quoted', { value: text });
}
