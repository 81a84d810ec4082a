import type { BottomCategory, Product } from '../../../../src/core/catalog';
import {
  DATE_FORMAT,
  dateSerialOf,
  ENGINEERING_FORMAT,
  GENERAL_FORMAT,
  INTEGER_FORMAT,
  toSheetTable,
} from '../../../../src/core/table';

function product(
  category: BottomCategory,
  record: Record<string, unknown>,
  specs: Record<string, unknown> = {},
): Product {
  return { category, record: { ...record, Specs: specs } } as Product;
}

const capacitors: Product[] = [
  product(
    'ceramicCapacitorsSMD',
    { Partno: 'A1', LastBuyDate: '2028-04-30', ProductionEndDate: '2028-11-30', MinOrderQuantity: 15000 },
    { Capacitance: 1e-7, Length: 0.0016, MaxOperatingTemperature: 125, RatedVoltage: 50 },
  ),
  product(
    'ceramicCapacitorsSMD',
    { Partno: 'A2', LastBuyDate: null, ProductionEndDate: 'not planned', MinOrderQuantity: 4000 },
    { Capacitance: 4.7e-9, Length: 0.001, MaxOperatingTemperature: 85, RatedVoltage: 6.3 },
  ),
  product(
    'ceramicCapacitorsSMD',
    { Partno: 'A3', LastBuyDate: '2027-02-30', ProductionEndDate: null, MinOrderQuantity: 10000 },
    { Capacitance: 2.2e-8, Length: 0.002, MaxOperatingTemperature: 150, RatedVoltage: 100 },
  ),
];
const fields = [
  'Partno',
  'Capacitance',
  'Length',
  'MaxOperatingTemperature',
  'RatedVoltage',
  'LastBuyDate',
  'ProductionEndDate',
  'MinOrderQuantity',
];

function column(table: { header: string[]; rows: unknown[][] }, name: string): unknown[] {
  const index = table.header.indexOf(name);
  if (index < 0) throw new Error(`no column ${name} in ${table.header.join(', ')}`);
  return table.rows.map((row) => row[index]);
}

describe('toSheetTable', () => {
  it("writes each quantity in its field's display unit, named in the header", () => {
    const table = toSheetTable(capacitors, { fields });
    expect(table.header).toEqual([
      'Partno',
      'Capacitance (µF)',
      'Length (mm)',
      'MaxOperatingTemperature (°C)',
      'RatedVoltage (V)',
      'LastBuyDate',
      'ProductionEndDate',
      'MinOrderQuantity',
    ]);
    // Exactly 0.1, not 0.09999999999999999: the division's binary noise is dropped.
    expect(column(table, 'Capacitance (µF)')).toEqual([0.1, 0.0047, 0.022]);
    expect(column(table, 'Length (mm)')).toEqual([1.6, 1, 2]);
    expect(column(table, 'MaxOperatingTemperature (°C)')).toEqual([125, 85, 150]);
    expect(column(table, 'RatedVoltage (V)')).toEqual([50, 6.3, 100]);
    expect(table.numberFormats).toEqual([
      undefined,
      GENERAL_FORMAT,
      GENERAL_FORMAT,
      GENERAL_FORMAT,
      GENERAL_FORMAT,
      DATE_FORMAT,
      DATE_FORMAT,
      INTEGER_FORMAT,
    ]);
  });

  it('keeps SI base units when asked, with engineering notation for values far from 1', () => {
    const table = toSheetTable(capacitors, { fields, numberUnits: 'si' });
    expect(column(table, 'Capacitance (F)')).toEqual([1e-7, 4.7e-9, 2.2e-8]);
    expect(table.numberFormats[1]).toBe(ENGINEERING_FORMAT);
    expect(column(table, 'RatedVoltage (V)')).toEqual([50, 6.3, 100]);
    expect(table.numberFormats[4]).toBe(GENERAL_FORMAT);
  });

  it('turns well-formed dates into Excel serials and leaves anything else as it came', () => {
    const table = toSheetTable(capacitors, { fields });
    // 2028-04-30 is serial 46873 in Excel's 1900 date system.
    expect(column(table, 'LastBuyDate')).toEqual([46873, '', '2027-02-30']);
    expect(column(table, 'ProductionEndDate')).toEqual([47087, "'not planned", '']);
  });

  it('names the display unit even in a column with no number at all', () => {
    const table = toSheetTable([product('ceramicCapacitorsSMD', { Partno: 'X' }, { Capacitance: null })], {
      fields: ['Capacitance'],
    });
    expect(table.header).toEqual(['Capacitance (µF)']);
    expect(table.rows).toEqual([['']]);
  });

  it('keeps text that merely looks like a number as text in a quantity column', () => {
    const table = toSheetTable([product('ceramicCapacitorsSMD', { Partno: 'X' }, { Capacitance: 'about 1uF' })], {
      fields: ['Capacitance'],
    });
    expect(table.rows).toEqual([["'about 1uF"]]);
  });

  it('gives a field the same header whatever the products: a formula naming it survives the next insert', () => {
    const of = (capacitance: number, thickness: number) =>
      toSheetTable(
        [product('ceramicCapacitorsSMD', { Partno: 'X' }, { Capacitance: capacitance, Thickness: thickness })],
        {
          fields: ['Capacitance', 'Thickness', 'Length'],
        },
      );
    const [tiny, large] = [of(1e-12, 0.0003), of(1e-4, 0.0025)];
    expect(tiny.header).toEqual(['Capacitance (µF)', 'Thickness (mm)', 'Length (mm)']);
    expect(large.header).toEqual(tiny.header);
    expect(tiny.rows).toEqual([[0.000001, 0.3, '']]);
    expect(large.rows).toEqual([[100, 2.5, '']]);
  });
});

describe('toSheetTable: units the user chose', () => {
  it('a chosen unit replaces the display unit of that field only; the table says the units it wrote', () => {
    const table = toSheetTable(capacitors, {
      fields: ['Partno', 'Capacitance', 'Length', 'RatedVoltage'],
      unitChoices: { Capacitance: -9, Length: -6 },
    });
    expect(table.header).toEqual(['Partno', 'Capacitance (nF)', 'Length (µm)', 'RatedVoltage (V)']);
    expect(column(table, 'Capacitance (nF)')).toEqual([100, 4.7, 22]);
    expect(column(table, 'Length (µm)')).toEqual([1600, 1000, 2000]);
    expect(table.fields).toEqual(['Partno', 'Capacitance', 'Length', 'RatedVoltage']);
    expect(table.unitExponents).toEqual({ Capacitance: -9, Length: -6, RatedVoltage: 0 });
  });

  it('a unit not offered for the field is ignored, and SI units ignore the choices', () => {
    const odd = toSheetTable(capacitors, { fields: ['Capacitance'], unitChoices: { Capacitance: -4 } });
    expect(odd.header).toEqual(['Capacitance (µF)']);
    const si = toSheetTable(capacitors, {
      fields: ['Capacitance'],
      numberUnits: 'si',
      unitChoices: { Capacitance: -9 },
    });
    expect(si.header).toEqual(['Capacitance (F)']);
    expect(si.unitExponents).toEqual({ Capacitance: 0 });
  });
});

describe('dateSerialOf', () => {
  it.each([
    ['1900-03-01', 61],
    ['2000-01-01', 36526],
    ["'2028-11-30", 47087],
  ])('%s is serial %d', (text, serial) => {
    expect(dateSerialOf(text)).toBe(serial);
  });

  it.each(['2027-02-29', '2028-13-01', '28-01-01', 'soon', ''])('leaves %p unchanged', (text) => {
    expect(dateSerialOf(text)).toBe(text);
  });
});
