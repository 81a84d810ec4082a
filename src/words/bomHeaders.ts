// The words a BOM's header row is written in, as PartSpec recognises them: BOM refresh and Fill part numbers
// find their columns by these. Every language at once, since a BOM's language is not the display language
// (a Japanese engineer's BOM may be headed in English); each compared after normalizeHeader.

/** Case, width (全角), spaces and the punctuation people put in "Part No." or "Mfr_Part-Number" do not matter. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._:-]/g, '');
}

/**
 * Header texts that name a part-number column, compared after normalizeHeader: when the first selected
 * cell holds one, it is the header and the part numbers start below it (BOM refresh, Fill part numbers).
 */
export const PART_NUMBER_HEADERS: ReadonlySet<string> = new Set([
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

/**
 * Header texts that name a BOM's quantity column (parts per build), compared after normalizeHeader: the
 * last-time-buy quantity is that quantity times the planned builds.
 */
export const QUANTITY_HEADERS: ReadonlySet<string> = new Set([
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

/**
 * Header texts that name a BOM's footprint column, compared after normalizeHeader: KiCad's and Altium's
 * exports call it Footprint, others Package or Case.
 */
export const FOOTPRINT_HEADERS: ReadonlySet<string> = new Set([
  'footprint',
  'footprints',
  'pcbfootprint',
  'package',
  'packagesize',
  'case',
  'casesize',
  'size',
  'フットプリント',
  'パッケージ',
  'サイズ',
  '封装',
  '尺寸',
]);

/** Headers of a BOM's reference-designator column, compared after normalizeHeader. */
export const DESIGNATOR_HEADERS: ReadonlySet<string> = new Set([
  'ref',
  'refs',
  'reference',
  'references',
  'refdes',
  'designator',
  'designators',
  'partreference',
  'リファレンス',
  '部品記号',
  '位号',
]);

/**
 * Headers of a column that says whether a line is fitted: `dnp`-like ones mark the lines not fitted (any mark
 * but a no), `fitted`-like ones the lines fitted (a no, or a not-fitted word, marks one not fitted).
 */
export const NOT_FITTED_HEADERS: ReadonlySet<string> = new Set([
  'dnp',
  'dnf',
  'dni',
  'donotpopulate',
  'donotplace',
  'notfitted',
]);
export const FITTED_HEADERS: ReadonlySet<string> = new Set([
  'fitted',
  'populate',
  'populated',
  'mount',
  'mounted',
  'bestückt',
  '実装',
  '贴装',
]);
