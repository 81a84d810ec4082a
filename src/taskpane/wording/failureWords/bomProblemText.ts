import { t } from '../../i18n/i18n';
import type { BomLayoutProblem, BomProblem } from '../../errors/bomProblem';
import { fillProblemWords } from './fillProblemWords';
import { sentences } from './text';

/** Longest cell text quoted back in a message: a title row can hold a sentence. */
const QUOTED_TEXT = 40;

/** Why a BOM cannot be refreshed as asked (a BomRefreshError's problem), as the pane says it, with what to do. */
export function bomProblemText(problem: BomProblem): string {
  switch (problem.kind) {
    case 'notABom':
      return bomLayoutProblemText(problem.layout);
    case 'noColumns':
    case 'noBuilds':
    case 'noQuantityColumn':
      return t(`bom.refresh.${problem.kind}`);
    case 'valueCellsNotSelected':
    case 'noLines':
    case 'noValues':
    case 'footprintNotFound':
      return fillProblemWords(problem);
  }
}

/**
 * A selection's problem as the pane says it, in the display language, with what to do. For a selection from
 * row 1 without a header PartSpec knows, selecting just the part-number cells under their header is right
 * whatever row 1 holds (part numbers, a title, an unknown header), since the row above a selection is its
 * header whatever it says; only part numbers on row 1 need a header row inserted.
 */
export function bomLayoutProblemText(problem: BomLayoutProblem): string {
  switch (problem.kind) {
    case 'nothingSelected':
      return t('bom.layout.nothingSelected');
    case 'noPartsUnder':
      return t('bom.layout.noPartsUnder', { header: t('errors.quoted', { value: problem.header }) });
    case 'noHeader':
      return sentences(t('bom.layout.noHeader'), t('bom.layout.selectUnderHeader'));
    case 'notAHeader': {
      const { text } = problem;
      const value = text.length > QUOTED_TEXT ? `${text.slice(0, QUOTED_TEXT - 1)}…` : text;
      return sentences(
        t('bom.layout.notAHeader', { text: t('errors.quoted', { value }) }),
        t('bom.layout.selectUnderHeader'),
      );
    }
  }
}
