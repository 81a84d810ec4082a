import { type Filter, parseFilter, SEARCH_ITEMS, UnsafeValueError } from '../../../../../../src/core';
import {
  type ConditionRow,
  inputHint,
  itemsForCategory,
  listedChoices,
  newRow,
  operatorsFor,
  textValues,
  translateRows,
  withItem,
} from '../../../../../../src/taskpane/features/search/logic/conditionRows';
import { filterText, rowsToFilter } from '../../../../../../src/taskpane/features/search/logic/rowsToFilter';
import { describeError } from '../../../../../../src/taskpane/wording/describeError';

/** A row of the item with some fields set; the kind comes from the item. */
function row<T extends ConditionRow>(item: string, fields: Partial<T>, id = item): T {
  return { ...newRow(item, id), ...fields } as T;
}

const names = (items: readonly { name: string }[]): string[] => items.map((item) => item.name);

describe('operatorsFor', () => {
  test('text items: starts with, contains, equals', () => {
    expect(operatorsFor('SizecodeInch').map((choice) => choice.operator)).toEqual(['startswith', 'contains', 'eq']);
  });

  test('number items: the five comparisons and between', () => {
    expect(operatorsFor('Capacitance').map((choice) => choice.operator)).toEqual([
      'ge',
      'le',
      'eq',
      'gt',
      'lt',
      'between',
    ]);
  });

  test('yes/no and restricted items: one operator each', () => {
    expect(operatorsFor('Rohs')).toEqual([{ operator: 'eq', name: 'is' }]);
    expect(operatorsFor('Status')).toEqual([{ operator: 'eq', name: 'isAnyOf' }]);
    // Brand is listed but not restricted (spec 4.3): typed like any text.
    expect(operatorsFor('Brand').map((choice) => choice.operator)).toEqual(['startswith', 'contains', 'eq']);
  });

  test('an unknown item, or Category, offers none', () => {
    expect(operatorsFor('Capacitence')).toEqual([]);
    expect(operatorsFor('Category')).toEqual([]);
  });
});

describe('newRow and withItem', () => {
  test('each kind starts empty, with a sensible operator and a unique id', () => {
    const [a, b] = [newRow('Partno'), newRow('Partno')];
    expect(a).toMatchObject({ kind: 'text', item: 'Partno', operator: 'startswith', text: '' });
    expect(a.id).not.toBe(b.id);
    expect(newRow('SizecodeInch')).toMatchObject({ kind: 'text', operator: 'eq' });
    expect(newRow('Capacitance')).toMatchObject({ kind: 'number', operator: 'ge', text: '', upperText: '' });
    expect(newRow('AecQ200Support')).toMatchObject({ kind: 'boolean', value: true });
    expect(newRow('Status')).toMatchObject({ kind: 'listed', values: [] });
    expect(newRow('Capacitance', 'mine').id).toBe('mine');
  });

  test('an unknown item or Category is refused', () => {
    expect(() => newRow('Capacitence')).toThrow(/not a search item/);
    expect(() => newRow('Category')).toThrow(/chosen on its own/);
  });

  test('changing the item keeps what still fits', () => {
    const length = row('Length', { operator: 'le', text: '1.6mm' }, 'r1');
    expect(withItem(length, 'Width')).toEqual({ ...length, item: 'Width' });
    expect(withItem(length, 'Status')).toEqual({
      id: 'r1',
      item: 'Status',
      kind: 'listed',
      operator: 'eq',
      values: [],
    });
    const status = row('Status', { values: ['NRND'] }, 'r2');
    expect(withItem(status, 'Mounting')).toMatchObject({ id: 'r2', values: [] });
  });
});

describe('itemsForCategory', () => {
  test('all: every search item but Category, in the spec order', () => {
    expect(names(itemsForCategory('all'))).toEqual(names(SEARCH_ITEMS.filter((item) => item.name !== 'Category')));
  });

  test('inductors: no capacitor items, and the inductor ones', () => {
    const items = names(itemsForCategory('inductors'));
    expect(items).toEqual(expect.arrayContaining(['Partno', 'Status', 'Inductance', 'Rdc', 'Srf', 'SizecodeInch']));
    for (const capacitorOnly of ['Capacitance', 'RatedVoltage', 'SmdType', 'OuterDiameter', 'LeadSpace']) {
      expect(items).not.toContain(capacitorOnly);
    }
  });

  test('ceramicCapacitors covers SMD and leaded items; a bottom category only its own', () => {
    const both = names(itemsForCategory('ceramicCapacitors'));
    expect(both).toEqual(expect.arrayContaining(['Capacitance', 'SmdType', 'OuterDiameter', 'LeadSpace']));
    expect(both).not.toContain('Inductance');
    const smd = names(itemsForCategory('ceramicCapacitorsSMD'));
    expect(smd).toContain('SmdType');
    expect(smd).not.toContain('LeadSpace');
    const lead = names(itemsForCategory('ceramicCapacitorsLead'));
    expect(lead).toContain('LeadSpace');
    expect(lead).not.toContain('SizecodeInch');
  });
});

describe('listedChoices and inputHint', () => {
  test('restricted items list their values in the language asked for', () => {
    expect(listedChoices('Status', 'en')).toEqual([
      'Under Development',
      'In Production',
      'NRND',
      'To be discontinued',
      'Discontinued',
    ]);
    expect(listedChoices('Status', 'ja')).toEqual(['开発中', '生产中', 'NRND', '生产中止予定', '生产中止']);
    expect(listedChoices('Mounting', 'zh')).toContain('回流焊接');
    expect(listedChoices('Partno', 'en')).toEqual([]);
  });

  test('hints show how to write a value, numbers in the unit shown beside the input', () => {
    expect(inputHint('Capacitance')).toEqual({ kind: 'example', example: '100nF' });
    expect(inputHint('Inductance')).toEqual({ kind: 'example', example: '4.7' });
    expect(inputHint('Length')).toEqual({ kind: 'example', example: '1.6' });
    expect(inputHint('MaxOperatingTemperature')).toEqual({ kind: 'example', example: '125' });
    expect(inputHint('SizecodeInch')).toEqual({ kind: 'text' });
    expect(inputHint('Status')).toBeUndefined();
    expect(inputHint('Rohs')).toBeUndefined();
    expect(inputHint('Capacitence')).toBeUndefined();
  });
});

describe('rowsToFilter', () => {
  test('the category comes first, then each row, as the friendly parser reads the same conditions', () => {
    const { filter, problems } = rowsToFilter({
      category: 'ceramicCapacitorsSMD',
      lang: 'en',
      rows: [
        row('Capacitance', { operator: 'ge', text: '100nF' }),
        row('RatedVoltage', { operator: 'between', text: '25V', upperText: '50 V' }),
        row('SizecodeInch', { operator: 'eq', text: '0402, 0603 ,' }),
        row('AecQ200Support', { value: false }),
        row('Status', { values: ['NRND', 'Discontinued'] }),
      ],
    });
    expect(problems).toEqual([]);
    expect(filter).toEqual(
      parseFilter(
        "Category eq 'ceramicCapacitorsSMD' and Capacitance ge 100nF and RatedVoltage ge 25 and RatedVoltage le 50 and " +
          "SizecodeInch eq '0402|0603' and AecQ200Support eq false and Status eq 'NRND|Discontinued'",
      ),
    );
  });

  test('all sends no Category condition; units and prefixes as in the friendly syntax', () => {
    const { filter } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [
        row('Inductance', { operator: 'eq', text: '4.7uH' }),
        row('Length', { operator: 'le', text: '1.6mm' }),
        row('MaxOperatingTemperature', { operator: 'ge', text: '125°C' }),
        row('Rdc', { operator: 'lt', text: '60mΩ' }),
      ],
    });
    expect(filter.conditions).toEqual([
      { kind: 'number', item: 'Inductance', operator: 'eq', value: 4.7e-6 },
      { kind: 'number', item: 'Length', operator: 'le', value: 0.0016 },
      { kind: 'number', item: 'MaxOperatingTemperature', operator: 'ge', value: 125 },
      { kind: 'number', item: 'Rdc', operator: 'lt', value: 0.06 },
    ]);
  });

  test('a bad unit leaves the row out and says why', () => {
    const { filter, problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [row('Capacitance', { text: '100nX' }, 'c1'), row('RatedVoltage', { text: '50V' }, 'v1')],
    });
    expect(problems).toEqual([
      { rowId: 'c1', problem: { kind: 'notQuantity', item: 'Capacitance', unit: 'F', typed: '100nX' } },
    ]);
    expect(filter.conditions).toEqual([{ kind: 'number', item: 'RatedVoltage', operator: 'ge', value: 50 }]);
  });

  test.each([
    ['Capacitance', { text: '50V' }, { kind: 'notQuantity', item: 'Capacitance', unit: 'F', typed: '50V' }],
    ['Inductance', { text: '4.7uH?' }, { kind: 'notQuantity', item: 'Inductance', unit: 'H', typed: '4.7uH?' }],
    [
      'RatedVoltage',
      { text: '1,500' },
      { kind: 'ambiguousComma', item: 'RatedVoltage', typed: '1,500', decimal: '1.5', thousands: '1500' },
    ],
    ['Capacitance', { text: '   ' }, { kind: 'numberEmpty', item: 'Capacitance', unit: 'F' }],
    [
      'Capacitance',
      { operator: 'between', text: '1uF', upperText: '' },
      { kind: 'bothEnds', item: 'Capacitance', unit: 'F' },
    ],
    [
      'Capacitance',
      { operator: 'between', text: '1uF', upperText: '100nF' },
      { kind: 'emptyRange', item: 'Capacitance', from: '1uF', to: '100nF' },
    ],
    [
      'MaxOperatingTemperature',
      { text: '1k°C' },
      { kind: 'notQuantity', item: 'MaxOperatingTemperature', unit: 'degC', typed: '1k°C' },
    ],
    ['SizecodeInch', { text: ' , ' }, { kind: 'textEmpty', item: 'SizecodeInch' }],
    [
      'Partno',
      { text: "O'CM" },
      { kind: 'reading', problem: expect.objectContaining({ kind: 'quote', item: 'Partno', value: "O'CM" }) },
    ],
    ['Status', { values: [] }, { kind: 'listedEmpty', item: 'Status' }],
    [
      'Status',
      { values: ['Obsolete'] },
      {
        kind: 'reading',
        problem: expect.objectContaining({
          kind: 'notListed',
          item: 'Status',
          value: 'Obsolete',
          allowed: ['Under Development', 'In Production', 'NRND', 'To be discontinued', 'Discontinued'],
        }),
      },
    ],
  ] as const)('%s %j: %j', (item, fields, problem) => {
    const { filter, problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [row(item, fields as Partial<ConditionRow>, 'r')],
    });
    expect(problems).toEqual([{ rowId: 'r', problem }]);
    expect(filter.conditions).toEqual([]);
  });

  test('an unknown item, a Category row and an item the category lacks are problems', () => {
    const rows: ConditionRow[] = [
      { id: 'a', item: 'Capacitence', kind: 'number', operator: 'ge', text: '1', upperText: '' },
      { id: 'b', item: 'Category', kind: 'text', operator: 'eq', text: 'inductors' },
      row('Capacitance', { text: '100nF' }, 'c'),
      { id: 'd', item: 'Capacitance', kind: 'text', operator: 'eq', text: '100nF' },
    ];
    const { problems } = rowsToFilter({ category: 'inductors', lang: 'en', rows });
    expect(problems).toEqual([
      { rowId: 'a', problem: { kind: 'notSearchItem', item: 'Capacitence' } },
      { rowId: 'b', problem: { kind: 'categoryRow' } },
      { rowId: 'c', problem: { kind: 'notApplicable', item: 'Capacitance', category: 'inductors' } },
      { rowId: 'd', problem: { kind: 'notApplicable', item: 'Capacitance', category: 'inductors' } },
    ]);
    expect(rowsToFilter({ category: 'all', lang: 'en', rows: [rows[3]] }).problems).toEqual([
      { rowId: 'd', problem: { kind: 'wrongKind', item: 'Capacitance' } },
    ]);
  });

  test('restricted values in ja and zh are sent in that language; English ones are translated', () => {
    const ja = rowsToFilter({
      category: 'inductors',
      lang: 'ja',
      rows: [
        row('Status', { values: ['生产中止予定', 'Discontinued'] }),
        row('TargetCircuitCategory', { values: ['Power lines circuits'] }),
      ],
    });
    expect(ja.problems).toEqual([]);
    expect(ja.filter.conditions.slice(1)).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['生产中止予定', '生产中止'] },
      { kind: 'string', item: 'TargetCircuitCategory', operator: 'eq', values: ['电源系回路'] },
    ]);
    const zh = rowsToFilter({ category: 'all', lang: 'zh', rows: [row('Status', { values: ['In Production'] })] });
    expect(zh.filter.conditions).toEqual([{ kind: 'string', item: 'Status', operator: 'eq', values: ['目前生产'] }]);
    // The same value chosen in two languages is sent once.
    const twice = rowsToFilter({
      category: 'all',
      lang: 'ja',
      rows: [row('Status', { values: ['In Production', '生产中'] })],
    });
    expect(twice.filter.conditions).toEqual([{ kind: 'string', item: 'Status', operator: 'eq', values: ['生产中'] }]);
    // A value chosen in Japanese still counts after the pane switched to Chinese.
    const switched = rowsToFilter({ category: 'all', lang: 'zh', rows: [row('Status', { values: ['生产中'] })] });
    expect(switched.filter.conditions).toEqual([
      { kind: 'string', item: 'Status', operator: 'eq', values: ['目前生产'] },
    ]);
  });

  test('an empty list of rows is a search of the category alone', () => {
    expect(rowsToFilter({ category: 'all', lang: 'en', rows: [] })).toEqual({
      filter: { conditions: [] },
      problems: [],
    });
    expect(rowsToFilter({ category: 'ceramicCapacitors', lang: 'en', rows: [] }).filter).toEqual({
      conditions: [{ kind: 'string', item: 'Category', operator: 'eq', values: ['ceramicCapacitors'] }],
    });
  });
});

describe('textValues', () => {
  test('commas and | separate values; spaces and blanks are dropped', () => {
    expect(textValues(' 0402,0603 | 0805 ,, ')).toEqual(['0402', '0603', '0805']);
    expect(textValues('')).toEqual([]);
  });
});

describe('translateRows', () => {
  const rows: ConditionRow[] = [
    row('Status', { values: ['In Production', 'To be discontinued', 'NRND'] }, 's'),
    row('Mounting', { values: ['Reflow soldering', 'Conductive adhesive'] }, 'm'),
    row('Capacitance', { text: '100nF' }, 'c'),
  ];

  test('listed values follow the language, and come back unchanged', () => {
    const ja = translateRows(rows, 'en', 'ja');
    expect(ja[0]).toMatchObject({ values: ['生产中', '生产中止予定', 'NRND'] });
    expect(ja[1]).toMatchObject({ values: ['リフローはんだ', 'Conductive adhesive'] });
    expect(ja[2]).toBe(rows[2]);
    const zh = translateRows(ja, 'ja', 'zh');
    expect(zh[0]).toMatchObject({ values: ['目前生产', '计划停产', 'NRND'] });
    expect(translateRows(zh, 'zh', 'en')).toEqual(rows);
  });

  test('a value not listed in the old language is kept as it is, so nothing chosen is lost', () => {
    const odd = row('Status', { values: ['Obsolete', 'NRND'] }, 'x');
    expect(translateRows([odd], 'en', 'ja')[0]).toMatchObject({ values: ['Obsolete', 'NRND'] });
  });
});

describe('filterText', () => {
  test('what will be sent, in the spec syntax', () => {
    const { filter } = rowsToFilter({
      category: 'ceramicCapacitorsSMD',
      lang: 'en',
      rows: [row('Capacitance', { text: '100nF' }), row('Status', { values: ['NRND', 'Discontinued'] })],
    });
    expect(filterText(filter, [{ item: 'Capacitance', direction: 'desc' }])).toEqual({
      filter: "Category eq 'ceramicCapacitorsSMD' and Capacitance ge 0.0000001 and Status eq 'NRND|Discontinued'",
      orderby: 'Capacitance desc',
    });
  });

  test('a value that cannot be sent is a problem, never text that means something else', () => {
    const filter: Filter = { conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: ['a|b'] }] };
    const text = filterText(filter, []);
    expect(text).toEqual({ item: 'Partno', problem: expect.any(UnsafeValueError) });
    // The Filter box words the error as every PartSpec error is worded.
    expect('problem' in text && describeError(text.problem)).toBe(
      'The value "a|b" of Partno contains |, which the service reads as a separator between two values. Change that value and try again.',
    );
  });
});
