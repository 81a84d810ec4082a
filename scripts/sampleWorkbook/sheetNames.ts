/** The sample workbook's sheets, in their order. */
export const SHEETS = {
  readMe: 'Read me',
  bom: 'BOM',
  bomFormulas: 'BOM formulas',
  functions: 'Functions',
  cards: 'Cards',
  large: 'Large',
  paneSteps: 'Pane steps',
} as const;

export const SHEET_ORDER: readonly string[] = Object.values(SHEETS);
