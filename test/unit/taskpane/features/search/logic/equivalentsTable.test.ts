import { type Alternative, crossCheck, type Product } from '../../../../../../src/core';
import { equivalentsSheetTable } from '../../../../../../src/taskpane/features/search/logic/equivalentsTable';
import { smdCapacitor } from '../../../../../support/sampleCapacitor';

const original = smdCapacitor('OCM155R71H104KA01D');
const against = (candidate: Product): Alternative => ({ product: candidate, check: crossCheck(original, candidate) });
const dropIn = against(smdCapacitor('OCM155R72A104KA01D', { RatedVoltage: 100 }));
const toCheck = against(smdCapacitor('OCM155R61E104KA01D', { RatedVoltage: 25, TemperatureCharacteristics: 'X5R' }));

describe('equivalentsSheetTable', () => {
  test('one row per equivalent, in order: its verdict, status, what differs and what is better, with units, then the fields compared', () => {
    const table = equivalentsSheetTable([dropIn, toCheck], { numberUnits: 'display' });
    expect(table.header).toEqual([
      'Partno',
      'Verdict',
      'Status',
      'Differences',
      'Better',
      'Capacitance (µF)',
      'SizecodeInch',
      'SmdType',
      'TemperatureCharacteristics',
      'RatedVoltage (V)',
      'ToleranceCapacitance',
      'RatedVoltageClass',
    ]);
    // Every text quote-prefixed, as the writer needs it: nothing becomes a formula, a number or a date.
    expect(table.rows).toEqual([
      [
        "'OCM155R72A104KA01D",
        "'drop-in",
        "'In Production",
        '',
        "'RatedVoltage: 50 V → 100 V",
        0.1,
        "'0402",
        "'Two-terminal",
        "'X7R",
        100,
        "'±10%",
        "'DC",
      ],
      [
        "'OCM155R61E104KA01D",
        "'check",
        "'In Production",
        "'TemperatureCharacteristics: X7R → X5R; RatedVoltage: 50 V → 25 V",
        '',
        0.1,
        "'0402",
        "'Two-terminal",
        "'X5R",
        25,
        "'±10%",
        "'DC",
      ],
    ]);
    expect(table.numberFormats).toHaveLength(table.header.length);
    expect(table.numberFormats.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  test('numbers in SI units when asked; the differences keep the units a datasheet uses', () => {
    const table = equivalentsSheetTable([toCheck], { numberUnits: 'si' });
    expect(table.header[5]).toBe('Capacitance (F)');
    expect(table.rows[0][5]).toBe(1e-7);
    expect(table.rows[0][3]).toContain('RatedVoltage: 50 V → 25 V');
  });

  test('a text from the service that looks like a formula stays text', () => {
    const odd = against(
      smdCapacitor('OCM-ODD', { TemperatureCharacteristics: '=HYPERLINK("http://example.invalid")' }),
    );
    const [row] = equivalentsSheetTable([odd], { numberUnits: 'display' }).rows;
    expect(row[8]).toBe('\'=HYPERLINK("http://example.invalid")');
    expect(row[3]).toBe('\'TemperatureCharacteristics: X7R → =HYPERLINK("http://example.invalid")');
  });

  test('no equivalents: the header alone', () => {
    const table = equivalentsSheetTable([], { numberUnits: 'display' });
    expect(table.header.slice(0, 5)).toEqual(['Partno', 'Verdict', 'Status', 'Differences', 'Better']);
    expect(table.rows).toEqual([]);
  });
});
