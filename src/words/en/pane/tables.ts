/** The Tables view. */
export const tables = {
  intro:
    'The tables PartSpec wrote in this workbook. Refreshing one runs its search again and writes the answer in place, in the same columns and units: rows are added or removed, and your own columns beside it stay.',
  empty: 'No table yet: insert a search or a category, or refresh a BOM, and it is listed here.',
  refreshAll: 'Refresh all',
  refreshTable: 'Refresh table',
  forget: 'Forget',
  forgetLabel: 'Forget {{title}}',
  list: 'Tables in this workbook',
  title: {
    search: 'Search: {{filter}}',
    searchEverything: 'Search: every product',
    category: 'Category: {{category}}',
    bom: 'BOM: {{columns}}',
  },
  details_one: '{{range}} · {{count, number}} row · as of {{date}}',
  details_other: '{{range}} · {{count, number}} rows · as of {{date}}',
  bomDetails_one: '{{range}} · {{count, number}} part · as of {{date}}',
  bomDetails_other: '{{range}} · {{count, number}} parts · as of {{date}}',
} as const;
