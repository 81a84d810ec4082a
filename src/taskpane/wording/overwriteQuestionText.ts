import { rangeA1 } from '../../office/workbook';
import { t } from '../i18n/i18n';
import type { OverwriteQuestion } from '../logic/overwriteQuestion';
import { occupiedText } from './failureWords/workbookWords';
import { rowCountText } from './jobNumbers';

/** A job's question before it writes over cells, as the pane's dialog asks it: "Sheet1!C2:F120 holds values. Replace them?". */
export function overwriteQuestionText(question: OverwriteQuestion): string {
  const range = rangeA1(question.range);
  switch (question.kind) {
    case 'replaceValues':
      return t('jobs.write.replaceValues', { range, rows: rowCountText(question.rows) });
    case 'replaceTable': {
      // "Replace" also makes the tables plain ranges (writeTable's own table cannot overlap them): said too.
      const values = {
        contents: occupiedText(range, question.contents),
        rows: rowCountText(question.rows),
        count: question.contents.tables.length,
      };
      return question.contents.values
        ? t('jobs.write.replaceTableValues', values)
        : t('jobs.write.replaceTableCells', values);
    }
    case 'completeTable': {
      const values = { contents: occupiedText(range, question.contents), rows: rowCountText(question.rows) };
      return question.contents.values
        ? t('jobs.write.completeReplaceValues', values)
        : t('jobs.write.completeReplaceCells', values);
    }
    case 'headerMoved':
      return t('jobs.refresh.headerMoved', { range, header: question.header.slice(0, 3).join(', ') });
    case 'tableGrew':
      return t('jobs.refresh.grew', { products: rowCountText({ unit: 'products', count: question.products }), range });
    case 'bomColumns':
      return t('bom.refresh.replace', { range, columns: question.fields.join(t('errors.listSeparator')) });
    case 'fillColumns':
      return t('fill.replace', { range });
    case 'fillCell': {
      const facts = {
        range,
        held: t('errors.quoted', { value: question.held }),
        partno: question.written,
        replacement: question.replacement,
      };
      return question.written === '' ? t('fill.result.changedFromEmpty', facts) : t('fill.result.changed', facts);
    }
  }
}
