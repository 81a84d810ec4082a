import { formatFilter, parseFilter } from '../../../../../../src/core';
import {
  type ConditionRow,
  newRow,
  type NumberRow,
} from '../../../../../../src/taskpane/features/search/logic/conditionRows';
import { rowsToFilter } from '../../../../../../src/taskpane/features/search/logic/rowsToFilter';

/** A number row on `item` with the comparison and text(s) typed. */
function numberRow(item: string, fields: Partial<NumberRow>, id = item): ConditionRow {
  return { ...(newRow(item, id) as NumberRow), ...fields };
}

describe('rowsToFilter: number rows read bare numbers in the display unit', () => {
  test('Length 1.6 is 1.6 mm in the pane, while the filter syntax reads Length ge 1.6 as 1.6 m', () => {
    const { filter, problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [numberRow('Length', { operator: 'ge', text: '1.6' })],
    });
    expect(problems).toEqual([]);
    expect(formatFilter(filter)).toBe('Length ge 0.0016');
    expect(parseFilter('Length ge 1.6').conditions).toEqual([
      { kind: 'number', item: 'Length', operator: 'ge', value: 1.6 },
    ]);
  });

  test('each display unit: µF, µH, MHz, V, °C; and what people type besides', () => {
    const { filter, problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [
        numberRow('Capacitance', { operator: 'ge', text: '0.1' }),
        numberRow('Inductance', { operator: 'le', text: '4.7' }),
        numberRow('Srf', { operator: 'ge', text: '100' }),
        numberRow('RatedVoltage', { operator: 'between', text: '25', upperText: '50Vdc' }),
        numberRow('MaxOperatingTemperature', { operator: 'le', text: '-40' }),
        numberRow('Capacitance', { operator: 'le', text: '１００ｎＦ' }),
        numberRow('Capacitance', { operator: 'gt', text: '1,5nF' }),
      ],
    });
    expect(problems).toEqual([]);
    expect(filter.conditions).toEqual([
      { kind: 'number', item: 'Capacitance', operator: 'ge', value: 1e-7 },
      { kind: 'number', item: 'Inductance', operator: 'le', value: 4.7e-6 },
      { kind: 'number', item: 'Srf', operator: 'ge', value: 1e8 },
      { kind: 'number', item: 'RatedVoltage', operator: 'ge', value: 25 },
      { kind: 'number', item: 'RatedVoltage', operator: 'le', value: 50 },
      { kind: 'number', item: 'MaxOperatingTemperature', operator: 'le', value: -40 },
      { kind: 'number', item: 'Capacitance', operator: 'le', value: 1e-7 },
      { kind: 'number', item: 'Capacitance', operator: 'gt', value: 1.5e-9 },
    ]);
  });

  test('a between range compares the values as read, whatever units the ends are written in', () => {
    const { problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [numberRow('Length', { operator: 'between', text: '2', upperText: '1m' }, 'r')],
    });
    expect(problems).toEqual([]);
    const reversed = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [numberRow('Length', { operator: 'between', text: '2', upperText: '1mm' }, 'r')],
    });
    expect(reversed.problems).toEqual([
      { rowId: 'r', problem: { kind: 'emptyRange', item: 'Length', from: '2', to: '1mm' } },
    ]);
  });
});

describe('rowsToFilter: the units the user chose win over the display units', () => {
  test('Thickness chosen in µm reads 800 as 800 µm; other fields keep their display unit; Rdc follows RdcMax', () => {
    const { filter, problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      units: { ThicknessMax: -6, RdcMax: -3 },
      rows: [
        numberRow('ThicknessMax', { operator: 'le', text: '800' }),
        numberRow('Length', { operator: 'le', text: '1.6' }),
        numberRow('Rdc', { operator: 'le', text: '60' }),
        numberRow('ThicknessMax', { operator: 'ge', text: '0.5mm' }, 'typed unit'),
      ],
    });
    expect(problems).toEqual([]);
    expect(formatFilter(filter)).toBe(
      'ThicknessMax le 0.0008 and Length le 0.0016 and Rdc le 0.06 and ThicknessMax ge 0.0005',
    );
  });
});

describe('rowsToFilter: a value that no part could have is refused, with why (rowProblemText words it)', () => {
  /** The problems of one number row typed on `item`, each end as given. */
  function problemsOf(item: string, fields: Partial<NumberRow>) {
    return rowsToFilter({ category: 'all', lang: 'en', rows: [numberRow(item, fields, 'r')] });
  }

  test('a negative capacitance, length or voltage: refused, and nothing of it is sent', () => {
    const { filter, problems } = problemsOf('Capacitance', { operator: 'ge', text: '-5' });
    expect(problems).toEqual([
      {
        rowId: 'r',
        problem: { kind: 'outOfRange', item: 'Capacitance', unit: 'F', typed: '-5', range: { kind: 'negative' } },
      },
    ]);
    expect(filter.conditions).toEqual([]);
    expect(problemsOf('Length', { operator: 'le', text: '−1.6' }).problems[0].problem).toEqual({
      kind: 'outOfRange',
      item: 'Length',
      unit: 'm',
      typed: '−1.6',
      range: { kind: 'negative' },
    });
    expect(problemsOf('RatedVoltage', { operator: 'ge', text: '-50V' }).problems).toHaveLength(1);
  });

  test('1e99 µF: a thousand times past the largest capacitance in the catalogue, so no 96-digit number goes out', () => {
    const { filter, problems } = problemsOf('Capacitance', { operator: 'ge', text: '1e99' });
    expect(problems).toEqual([
      {
        rowId: 'r',
        problem: {
          kind: 'outOfRange',
          item: 'Capacitance',
          unit: 'F',
          typed: '1e99',
          range: { kind: 'tooLarge', most: 1e-4 },
        },
      },
    ]);
    expect(filter.conditions).toEqual([]);
  });

  test('far below the smallest, and beyond the doubles: refused', () => {
    expect(problemsOf('Capacitance', { operator: 'ge', text: '1e-99' }).problems[0].problem).toEqual({
      kind: 'outOfRange',
      item: 'Capacitance',
      unit: 'F',
      typed: '1e-99',
      range: { kind: 'tooSmall', least: 1e-13 },
    });
    expect(problemsOf('Capacitance', { operator: 'le', text: '1e999' }).problems[0].problem).toEqual({
      kind: 'outOfRange',
      item: 'Capacitance',
      unit: 'F',
      typed: '1e999',
      range: { kind: 'notFinite' },
    });
  });

  test('a temperature may be below 0 °C, not below absolute zero', () => {
    expect(problemsOf('MaxOperatingTemperature', { operator: 'ge', text: '-55' }).problems).toEqual([]);
    expect(problemsOf('MaxOperatingTemperature', { operator: 'ge', text: '-300' }).problems[0].problem).toMatchObject({
      kind: 'outOfRange',
      typed: '-300',
      range: { kind: 'belowAbsoluteZero' },
    });
  });

  test('either end of a range: the end at fault is named by what was typed', () => {
    expect(
      problemsOf('Capacitance', { operator: 'between', text: '1nF', upperText: '1e99' }).problems[0].problem,
    ).toMatchObject({ kind: 'outOfRange', typed: '1e99', range: { kind: 'tooLarge' } });
    expect(
      problemsOf('Capacitance', { operator: 'between', text: '-5', upperText: '1' }).problems[0].problem,
    ).toMatchObject({ kind: 'outOfRange', typed: '-5', range: { kind: 'negative' } });
  });

  test('the edges are sent: 0, a thousand times the largest, a thousandth of the smallest', () => {
    const { filter, problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [
        numberRow('Capacitance', { operator: 'gt', text: '0' }, 'zero'),
        numberRow('Capacitance', { operator: 'le', text: '100000' }, 'most'),
        numberRow('Capacitance', { operator: 'ge', text: '0.0001pF' }, 'least'),
      ],
    });
    expect(problems).toEqual([]);
    expect(formatFilter(filter)).toBe('Capacitance gt 0 and Capacitance le 0.1 and Capacitance ge 0.0000000000000001');
  });

  test('the value in the user’s own unit: 1e6 pF is 1 µF, sent; 1e6 F is not', () => {
    const picofarads = rowsToFilter({
      category: 'all',
      lang: 'en',
      units: { Capacitance: -12 },
      rows: [numberRow('Capacitance', { operator: 'ge', text: '1e6' }, 'r')],
    });
    expect(picofarads.problems).toEqual([]);
    expect(problemsOf('Capacitance', { operator: 'ge', text: '1e6F' }).problems).toHaveLength(1);
  });
});
