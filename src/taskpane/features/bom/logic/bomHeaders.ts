import { type CellValue, fieldNamed } from '../../../../core';

/**
 * What a BOM's header cells say: which names a quantity column, which a part-number column, and which a field
 * PartSpec writes. Pure.
 */

/**
 * Header texts that name a BOM's quantity column (parts per build), compared after normalizeHeader: the
 * last-time-buy quantity is that quantity times the planned builds.
 */
const QUANTITY_HEADERS = new Set([
  'qty',
  'quantity',
  'quantities',
  'qtyperboard',
  'qtyperunit',
  'qtyperassembly',
  'count',
  '数量',
  '個数',
  '員数',
  '使用数',
  '用量',
  '数量/台',
]);

/** Whether a header cell names the BOM's quantity column (Qty, Quantity, 数量, 用量, ...). */
export function isQuantityHeader(value: CellValue): boolean {
  return typeof value === 'string' && QUANTITY_HEADERS.has(normalizeHeader(value));
}

/**
 * Header texts that name a part-number column, compared after normalizeHeader: when the first selected
 * cell holds one, it is the header and the part numbers start below it.
 */
const PART_NUMBER_HEADERS = new Set([
  'partnumber',
  'partnumbers',
  'partno',
  'partnos',
  'partnum',
  'part#',
  'pn',
  'p/n',
  'mpn',
  'mfrpn',
  'mfgpn',
  'mfrpartnumber',
  'mfgpartnumber',
  'manufacturerpartnumber',
  'manufacturerpartno',
  'partnowithoutpackagecode',
  '品番',
  '部品番号',
  '型番',
  '型号',
  '料号',
  '零件号',
  '零件编号',
  '物料编号',
]);

/** Case, width (全角), spaces and the punctuation people put in "Part No." or "Mfr_Part-Number" do not matter. */
function normalizeHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._:-]/g, '');
}

export function isPartNumberHeader(value: CellValue): boolean {
  return typeof value === 'string' && PART_NUMBER_HEADERS.has(normalizeHeader(value));
}

/** Whether a header cell names a field: `Status`, ` status `, and for a field with a unit `Capacitance (nF)`. */
export function namesField(header: string, field: string): boolean {
  const text = header.trim().toLowerCase();
  const name = field.toLowerCase();
  if (text === name) return true;
  // Only a field with a unit gets one written after its name; `Status (old)` is the user's, not PartSpec's.
  return fieldNamed(field)?.unit !== undefined && text.startsWith(`${name} (`) && text.endsWith(')');
}
