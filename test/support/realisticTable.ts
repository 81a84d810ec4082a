import type { CellValue, SheetTable } from '../../src/core';

const STATUSES = ["'In Production", "'NRND", "'To be discontinued", "'Discontinued", "'Under Development"];
const NOTES = [
  "'-55°C to 125°C",
  "'Automotive powertrain/safety equipment, Industrial Equipment",
  "'±10%",
  "'Reflow soldering, Flow soldering",
  "'https://example.com/product/detail/GRM188R71H104KA93D.html",
  '',
  "'µF class, low ESL, for decoupling of high-speed digital circuits",
];

/**
 * A table shaped like a category download in `toSheetTable`'s form, `columns` wide: quote-prefixed part
 * numbers and texts of many lengths (some not ASCII), numbers, date serials, booleans and empty cells,
 * and the number formats toSheetTable gives. Deterministic.
 */
export function realisticTable(rowCount: number, columns: number): SheetTable {
  const header = Array.from({ length: columns }, (_, column) =>
    column === 0 ? 'Partno' : column === 1 ? 'Status' : column === 2 ? 'LastBuyDate' : `Field${column} (nF)`,
  );
  const kind = (column: number): 'text' | 'number' | 'boolean' =>
    column % 5 === 3 ? 'number' : column % 5 === 4 ? 'boolean' : column % 5 === 0 ? 'number' : 'text';
  const rows = Array.from({ length: rowCount }, (_, row): CellValue[] =>
    Array.from({ length: columns }, (_, column): CellValue => {
      if (column === 0) return `'GRM${String(188_000 + row).padStart(7, '0')}R71H104KA93D`;
      if (column === 1) return STATUSES[row % STATUSES.length];
      if (column === 2) return 45_000 + (row % 3000);
      switch (kind(column)) {
        case 'number':
          return Math.round(((row * 7919 + column * 104_729) % 1_000_000) * 1e-3 * 1000) / 1000;
        case 'boolean':
          return (row + column) % 3 === 0;
        default:
          return NOTES[(row + column) % NOTES.length];
      }
    }),
  );
  const numberFormats = header.map((_, column) =>
    column === 2
      ? 'yyyy-mm-dd'
      : kind(column) === 'number' && column > 2
        ? column % 2 === 0
          ? 'General'
          : '##0.0##E+0'
        : undefined,
  );
  return { header, rows, numberFormats };
}
