import { rangeA1, type TableRecord } from '../../../../office/workbook';
import { t } from '../../../i18n/i18n';
import { localDateTime } from '../../../logic/localDateTime';
import { categoryDisplayName } from '../../../wording/categoryNames';

/** What a recorded table is, in a line for the Tables tab: `Search: Capacitance ge 0.0000001`, `Category: Inductors`, `BOM`. */
export function tableTitle(record: TableRecord): string {
  switch (record.source.kind) {
    case 'search':
      return record.source.filter === ''
        ? t('tables.title.searchEverything')
        : t('tables.title.search', { filter: record.source.filter });
    case 'category':
      return t('tables.title.category', { category: categoryDisplayName(record.source.category) });
    case 'bom':
      return t('tables.title.bom', { columns: record.columns.join(', ') });
  }
}

/** Where it is, how big, and when its data was fetched: `Search!A2:D375 · 373 rows · as of 2026-11-24 07:05`. */
export function tableDetails(record: TableRecord): string {
  const bom = record.source.kind === 'bom';
  // Rows under the header: a BOM's record runs from its header, a table's from its header too.
  const count = record.range.rowCount - 1;
  const values = { range: rangeA1(record.range), count, date: localDateTime(new Date(record.refreshedAt)) };
  return bom ? t('tables.bomDetails', values) : t('tables.details', values);
}
