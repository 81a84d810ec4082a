import {
  type ConditionRow,
  newRow,
  type NumberRow,
} from '../../../../../../src/taskpane/features/search/logic/conditionRows';
import { rowsToFilter } from '../../../../../../src/taskpane/features/search/logic/rowsToFilter';
import { rowProblemText } from '../../../../../../src/taskpane/features/search/wording/rowProblemText';
import type { CategoryChoice } from '../../../../../../src/taskpane/logic/categoryChoices';

/** A row of the item with some fields set; the kind comes from the item. */
function row<T extends ConditionRow>(item: string, fields: Partial<T>, id = item): T {
  return { ...newRow(item, id), ...fields } as T;
}

/** What the Search view says under each row rowsToFilter leaves out. */
function messagesOf(rows: readonly ConditionRow[], category: CategoryChoice = 'all') {
  return rowsToFilter({ category, lang: 'en', rows }).problems.map(({ rowId, problem }) => ({
    rowId,
    message: rowProblemText(problem),
  }));
}

/** The message under one number row typed on `item`, each end as given. */
function numberMessage(item: string, fields: Partial<NumberRow>): string | undefined {
  return messagesOf([row<NumberRow>(item, fields, 'r')])[0]?.message;
}

describe('rowProblemText: what to write instead, starting with the item', () => {
  test('a bad unit says how to write it', () => {
    expect(
      messagesOf([row('Capacitance', { text: '100nX' }, 'c1'), row('RatedVoltage', { text: '50V' }, 'v1')]),
    ).toEqual([{ rowId: 'c1', message: 'Capacitance: "100nX" is not a capacitance; write it like 100nF.' }]);
  });

  test.each([
    ['Capacitance', { text: '50V' }, 'Capacitance: "50V" is not a capacitance; write it like 100nF.'],
    ['Inductance', { text: '4.7uH?' }, 'Inductance: "4.7uH?" is not an inductance; write it like 4.7uH.'],
    [
      'RatedVoltage',
      { text: '1,500' },
      'RatedVoltage: "1,500" could be 1.5 or 1500: write 1.5 or 1500 (a point for decimals).',
    ],
    ['Capacitance', { text: '   ' }, 'Capacitance: enter a value like 100nF, or remove this condition.'],
    [
      'Capacitance',
      { operator: 'between', text: '1uF', upperText: '' },
      'Capacitance: enter both ends of the range, each like 100nF, or choose another comparison.',
    ],
    [
      'Capacitance',
      { operator: 'between', text: '1uF', upperText: '100nF' },
      'Capacitance: the range from 1uF to 100nF holds no value; put the smaller value first.',
    ],
    [
      'MaxOperatingTemperature',
      { text: '1k°C' },
      'MaxOperatingTemperature: "1k°C" is not a temperature; write it like 125°C.',
    ],
    [
      'SizecodeInch',
      { text: ' , ' },
      'SizecodeInch: enter a value (several: separate them with commas), or remove this condition.',
    ],
    [
      'Partno',
      { text: "O'CM" },
      'Partno: "O\'CM" contains \', which the service cannot search for; search for the text before or after it with "contains" instead.',
    ],
    ['Status', { values: [] }, 'Status: choose at least one value, or remove this condition.'],
    [
      'Status',
      { values: ['Obsolete'] },
      'Status: "Obsolete" is not one of its values; choose from the list (Under Development, In Production, NRND, To be discontinued, Discontinued).',
    ],
  ] as const)('%s %j: %s', (item, fields, message) => {
    expect(messagesOf([row(item, fields as Partial<ConditionRow>, 'r')])).toEqual([{ rowId: 'r', message }]);
  });

  test('an unknown item, a Category row and an item the category lacks', () => {
    const rows: ConditionRow[] = [
      { id: 'a', item: 'Capacitence', kind: 'number', operator: 'ge', text: '1', upperText: '' },
      { id: 'b', item: 'Category', kind: 'text', operator: 'eq', text: 'inductors' },
      row('Capacitance', { text: '100nF' }, 'c'),
      { id: 'd', item: 'Capacitance', kind: 'text', operator: 'eq', text: '100nF' },
    ];
    expect(messagesOf(rows, 'inductors')).toEqual([
      { rowId: 'a', message: '"Capacitence" is not a search item: choose an item from the list.' },
      { rowId: 'b', message: 'Category: choose the category above the conditions, and remove this row.' },
      {
        rowId: 'c',
        message:
          'Capacitance does not apply to inductors, so no product would match: remove this condition or choose another category.',
      },
      {
        rowId: 'd',
        message:
          'Capacitance does not apply to inductors, so no product would match: remove this condition or choose another category.',
      },
    ]);
    expect(messagesOf([rows[3]])).toEqual([
      { rowId: 'd', message: 'Capacitance: this condition does not fit the item; choose the item again.' },
    ]);
  });

  test('a between range whose ends are the wrong way round', () => {
    expect(numberMessage('Length', { operator: 'between', text: '2', upperText: '1mm' })).toBe(
      'Length: the range from 2 to 1mm holds no value; put the smaller value first.',
    );
  });
});

describe('rowProblemText: a value that no part could have', () => {
  test('a negative capacitance or length', () => {
    expect(numberMessage('Capacitance', { operator: 'ge', text: '-5' })).toBe(
      'Capacitance: "-5" is negative, which a capacitance cannot be; enter 0 or more, like 100nF.',
    );
    expect(numberMessage('Length', { operator: 'le', text: '−1.6' })).toMatch(
      /^Length: "−1.6" is negative, which a length cannot be/,
    );
  });

  test('1e99 µF: a thousand times past the largest capacitance in the catalogue', () => {
    expect(numberMessage('Capacitance', { operator: 'ge', text: '1e99' })).toBe(
      'Capacitance: "1e99" is more than 1,000 times the largest value in the catalogue (100 µF); check the number and its unit, and write it like 100nF.',
    );
  });

  test('far below the smallest, and beyond the doubles', () => {
    expect(numberMessage('Capacitance', { operator: 'ge', text: '1e-99' })).toBe(
      'Capacitance: "1e-99" is less than 1/1,000 of the smallest value in the catalogue (0.1 pF); check the number and its unit, and write it like 100nF.',
    );
    expect(numberMessage('Capacitance', { operator: 'le', text: '1e999' })).toBe(
      'Capacitance: "1e999" is too large a number to search for; check the number and its unit, and write it like 100nF.',
    );
  });

  test('below absolute zero', () => {
    expect(numberMessage('MaxOperatingTemperature', { operator: 'ge', text: '-300' })).toMatch(
      /^MaxOperatingTemperature: "-300" is below absolute zero/,
    );
  });

  test('either end of a range: the end at fault is named by what was typed', () => {
    expect(numberMessage('Capacitance', { operator: 'between', text: '1nF', upperText: '1e99' })).toMatch(
      /^Capacitance: "1e99" is more than 1,000 times/,
    );
    expect(numberMessage('Capacitance', { operator: 'between', text: '-5', upperText: '1' })).toMatch(
      /^Capacitance: "-5" is negative/,
    );
  });
});

describe('rowProblemText: the kinds no row of the form makes', () => {
  test('a yes/no without a value, a text or number row with a comparison it lacks, a number item without unit', () => {
    expect(rowProblemText({ kind: 'yesNo', item: 'Rohs' })).toBe('Rohs: choose yes or no.');
    expect(rowProblemText({ kind: 'textOperator', item: 'Brand' })).toBe(
      'Brand: choose starts with, contains or equals.',
    );
    expect(rowProblemText({ kind: 'numberOperator', item: 'Length' })).toBe(
      'Length: choose a comparison (≥, ≤, =, >, < or between).',
    );
    expect(rowProblemText({ kind: 'noUnit', item: 'Length' })).toBe(
      'Length: this item has no unit to read values in; choose another item.',
    );
  });
});
