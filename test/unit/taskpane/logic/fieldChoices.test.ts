import { CATEGORY_COLUMN, FIELDS, toSheetTable } from '../../../../src/core';
import { categoryLabel, CATEGORY_CHOICES } from '../../../../src/taskpane/logic/categoryChoices';
import {
  chosenFields,
  defaultFields,
  fieldChoices,
  matchingChoices,
  pickColumn,
} from '../../../../src/taskpane/logic/fieldChoices';

describe('fieldChoices', () => {
  test('Category first, then the fields of the category in the spec order', () => {
    const inductors = fieldChoices('inductors').map((choice) => choice.name);
    expect(inductors[0]).toBe(CATEGORY_COLUMN);
    expect(inductors.slice(1)).toEqual(
      FIELDS.filter((field) => field.categories.includes('inductors')).map((field) => field.name),
    );
    expect(inductors).toContain('Inductance');
    expect(inductors).not.toContain('Capacitance');
  });

  test('all and ceramicCapacitors cover the fields of every category they hold', () => {
    expect(fieldChoices('all')).toHaveLength(FIELDS.length + 1);
    const capacitors = fieldChoices('ceramicCapacitors').map((choice) => choice.name);
    expect(capacitors).toEqual(expect.arrayContaining(['SmdType', 'LeadSpace', 'Capacitance']));
    expect(capacitors).not.toContain('Inductance');
  });

  test('numbers carry their unit, display strings are marked', () => {
    const choices = fieldChoices('ceramicCapacitorsSMD');
    expect(choices.find((choice) => choice.name === 'Capacitance')).toMatchObject({ unit: 'F', displayText: false });
    expect(choices.find((choice) => choice.name === 'CapacitanceText')).toMatchObject({ displayText: true });
    expect(choices.find((choice) => choice.name === 'Status')).not.toHaveProperty('unit');
  });

  test('fields carry the spec’s meaning; the Category pseudo-column, none of the spec’s (the pane words it)', () => {
    const choices = fieldChoices('all');
    expect(choices.find((choice) => choice.name === 'Capacitance')?.description).toBe(
      FIELDS.find((field) => field.name === 'Capacitance')?.description,
    );
    expect(choices[0]).toEqual({ name: CATEGORY_COLUMN, displayText: false });
  });
});

describe('defaultFields', () => {
  test('every field of the category but the ...Text display strings; Category only where it tells products apart', () => {
    const smd = defaultFields('ceramicCapacitorsSMD');
    expect(smd).not.toContain(CATEGORY_COLUMN);
    expect(smd).toContain('Capacitance');
    expect(smd).not.toContain('CapacitanceText');
    expect(smd).toContain('LastBuyDate');
    expect(defaultFields('all')[0]).toBe(CATEGORY_COLUMN);
    expect(defaultFields('ceramicCapacitors')[0]).toBe(CATEGORY_COLUMN);
  });

  test('every default is a column toSheetTable can write', () => {
    for (const category of CATEGORY_CHOICES) {
      expect(() => toSheetTable([], { fields: defaultFields(category) })).not.toThrow();
    }
  });
});

describe('chosenFields', () => {
  test('the order picked, each once, only fields of the category', () => {
    expect(chosenFields('inductors', ['Status', 'Partno', 'Capacitance', 'Status'])).toEqual({
      fields: ['Status', 'Partno'],
    });
  });

  test('nothing chosen is a problem', () => {
    expect(chosenFields('all', [])).toEqual({ fields: [], problem: 'noneChosen' });
  });
});

describe('categoryLabel', () => {
  test('readable names that fit a sheet tab', () => {
    for (const category of CATEGORY_CHOICES) {
      expect(categoryLabel(category).length).toBeLessThanOrEqual(31);
      expect(categoryLabel(category)).not.toMatch(/[[\]:*?/\\]/);
    }
    expect(categoryLabel('ceramicCapacitorsSMD')).toBe('Ceramic capacitors SMD');
  });
});

describe('pickColumn', () => {
  test('a column picked goes last; unpicked, it leaves; picked again, it goes last again', () => {
    let chosen = pickColumn([], 'Status', true);
    chosen = pickColumn(chosen, 'Partno', true);
    chosen = pickColumn(chosen, 'Capacitance', true);
    expect(chosen).toEqual(['Status', 'Partno', 'Capacitance']);
    chosen = pickColumn(chosen, 'Status', false);
    expect(chosen).toEqual(['Partno', 'Capacitance']);
    expect(pickColumn(chosen, 'Status', true)).toEqual(['Partno', 'Capacitance', 'Status']);
  });
});

describe('matchingChoices', () => {
  const choices = fieldChoices('all');
  test('every word typed, in the name or the meaning, case and width ignored', () => {
    expect(matchingChoices(choices, 'RATED volt').map((choice) => choice.name)).toContain('RatedVoltage');
    expect(matchingChoices(choices, 'ｃａｐａｃｉｔａｎｃｅ').map((choice) => choice.name)).toContain('Capacitance');
    expect(matchingChoices(choices, 'partno').map((choice) => choice.name)).toEqual(
      expect.arrayContaining(['Partno', 'PartnoWithoutPackageCode', 'AlternativePartno']),
    );
  });
  test('an empty box finds everything; nonsense finds nothing', () => {
    expect(matchingChoices(choices, '  ')).toHaveLength(choices.length);
    expect(matchingChoices(choices, 'zzzz')).toEqual([]);
  });
});
