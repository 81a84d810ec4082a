import { displayNumber } from '../../../office/workbook';
import type { PreviewCell, PreviewWorkbook } from '../previewWorkbook';
import { type CalculatedValue, isCellCard, isCellError } from './calculatedValue';
import type { PreviewCalculation } from './PreviewCalculation';

/** What a cell shows of a value of an answer: a number as General shows it, an error's code, a card's text. */
export function calculatedText(value: CalculatedValue): string {
  if (typeof value === 'number') return displayNumber(value, undefined);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (isCellError(value)) return value.error;
  if (isCellCard(value)) return value.card.text;
  return value;
}

/**
 * The in-memory workbook as the preview grid shows it with its PART formulas calculated: each cell an answer
 * covers shows the answer, and what the user types goes to the workbook and to the calculation. Everything
 * else is the workbook's own.
 */
export function calculatedWorkbook(base: PreviewWorkbook, calculation: PreviewCalculation): PreviewWorkbook {
  return {
    get version() {
      return base.version + calculation.version;
    },
    subscribe(listener) {
      const stopBase = base.subscribe(listener);
      const stopCalculation = calculation.subscribe(listener);
      return () => {
        stopBase();
        stopCalculation();
      };
    },
    sheetNames: () => base.sheetNames(),
    activeSheet: () => base.activeSheet(),
    activate: (sheet) => base.activate(sheet),
    selection: () => base.selection(),
    setSelection: (range) => base.setSelection(range),
    sheetSize(sheet) {
      // The spilled cells count as used, as Excel's used range counts them: the grid pages over them.
      const size = base.sheetSize(sheet);
      return calculation.extendSize(sheet, size);
    },
    // Both grow: a row is drawn again when either changed.
    rowVersion: (sheet, row) => base.rowVersion(sheet, row) + calculation.rowVersion(sheet, row),
    cell(sheet, row, column): PreviewCell | undefined {
      const own = base.cell(sheet, row, column);
      const answer = calculation.calculated(sheet, row, column);
      if (!answer) return own;
      if (answer.notCalculated) return own && { ...own, notCalculated: true };
      return {
        value: own?.value ?? '',
        quotePrefixed: false,
        ...(own?.formula !== undefined ? { formula: own.formula } : {}),
        ...(own?.numberFormat !== undefined ? { numberFormat: own.numberFormat } : {}),
        calculated: answer.value,
        ...(answer.spilledFrom ? { spilledFrom: answer.spilledFrom } : {}),
      };
    },
    displayText(sheet, row, column) {
      const answer = calculation.calculated(sheet, row, column);
      if (!answer || answer.notCalculated) return base.displayText(sheet, row, column);
      const format = base.cell(sheet, row, column)?.numberFormat;
      return typeof answer.value === 'number' && format !== undefined
        ? displayNumber(answer.value, format)
        : calculatedText(answer.value);
    },
    highlightAt: (sheet, row, column) => base.highlightAt(sheet, row, column),
    charts: (sheet) => base.charts(sheet),
    setCellText(sheet, row, column, text) {
      const result = base.setCellText(sheet, row, column, text);
      calculation.typed(sheet, row, column, text);
      return result;
    },
  };
}
