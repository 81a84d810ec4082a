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
  paging: {
    empty: 'Empty sheet: click a cell and type, or paste a column of part numbers.',
    rows: 'Rows {{firstRow, number}}–{{lastRow, number}} of {{usedRows, number}}',
    afterLast: 'Rows {{firstRow, number}}–{{lastRow, number}}, after the last of {{usedRows, number}}',
    previous: 'Previous',
    next: 'Next',
  },
} as const;
