/** Preview mode: the banner, and the in-memory workbook shown under the pane. */
export const preview = {
  banner: {
    title: 'Preview mode',
    body: 'Not running in Excel: PartSpec works against the service in Settings (the reference service unless you change it) and the workbook below, which lives in this page only. Paste part numbers into it to try a BOM refresh, or values and footprints (100nF 16V X7R, C_0402_1005Metric) to try Fill part numbers. To work on your own workbooks, open PartSpec in Excel (Home > Add-ins).',
  },
  heading: 'Workbook (in this browser only)',
  grid: {
    label: 'Workbook preview',
    rowNumbers: 'Row numbers',
    editCell: 'Edit cell {{cell}}',
    pasteTooLarge:
      'The pasted block ({{rowCount, number}} rows x {{columnCount, number}} columns) does not fit below and right of {{cell}}: select a cell further up or left.',
  },
  sheets: 'Sheets',
  /** The sheet's charts, drawn under its cells from the cells they show. */
  charts: {
    heading: 'Charts on this sheet',
    /** The chart as a screen reader reads it: its title, where it sits in Excel, and each bar. */
    label: '{{title}}, over {{range}}: {{bars}}',
    bar: '{{category}} {{barValue, number}}',
    separator: '; ',
  },
  /** PART formulas typed into the grid, calculated by the functions Excel runs. */
  formulas: {
    bar: 'Formula bar',
    cellName: 'Cell',
    onlyPart: 'Only PART functions calculate in preview mode',
    spilledFrom: 'Spilled from {{cell}}',
    showCard: 'Show card',
    cardLabel: 'Card of {{partno}}',
    close: 'Close',
    problems: {
      spill: 'The answer needs {{range}}, but {{cell}} holds something: clear it, and the answer spills there.',
      spillEdge: 'The answer needs {{range}}, past the sheet’s last row or column: move the formula up or left.',
      unknownFunction: '{{name}} is not one of PartSpec’s functions: docs/functions.md lists them.',
      argument:
        'In preview mode a PART function’s arguments are text, numbers, TRUE/FALSE and cell references, and {{argument}} is none of these: put its value in a cell and refer to that cell.',
      syntax: 'This formula cannot be read: check its parentheses, commas and quotes.',
      tooMany: 'Too many arguments: this function takes at most {{count, number}}.',
      tooFew: 'The argument {{parameter}} is missing: add it.',
      oneCell: 'The argument {{parameter}} takes one cell, not a range of several: give one cell.',
      functionsNotLoaded:
        'How the functions take their arguments (functions.json) could not be read: {{reason}}. Reload the page.',
    },
  },
  paging: {
    empty: 'Empty sheet: click a cell and type, or paste a column of part numbers.',
    rows: 'Rows {{firstRow, number}}–{{lastRow, number}} of {{usedRows, number}}',
    afterLast: 'Rows {{firstRow, number}}–{{lastRow, number}}, after the last of {{usedRows, number}}',
    previous: 'Previous',
    next: 'Next',
  },
} as const;
