import { readPartDescription } from '../../../../src/core';

// Reference designators and a line's leading type letter say which part of the board a line is for and what
// kind of part it is: never its value or its tolerance, and they are listed as set aside.

describe('a leading type letter', () => {
  test('C before a capacitor line is no tolerance letter (C is also ±0.25 pF)', () => {
    const line = readPartDescription('C 4.7nF X7R 25V (0603)');
    expect(line.tolerance).toBeUndefined();
    expect(line.value).toEqual({ quantity: 'Capacitance', value: 4.7e-9, text: '4.7nF' });
    expect(line.setAside).toEqual(['C']);
    expect(line.unread).toEqual([]);
  });

  test('L makes a value code an inductance (4R7 is 4.7 µH), and is not read as a letter of anything', () => {
    const line = readPartDescription('L 4R7 2A');
    expect(line.category).toBe('inductors');
    expect(line.value).toEqual({ quantity: 'Inductance', value: 4.7e-6, text: '4R7' });
    expect(line.setAside).toEqual(['L']);
  });

  test('a C or L elsewhere in the line, or alone, keeps its meaning: a tolerance letter or an unread word', () => {
    expect(readPartDescription('4.7nF X7R 25V C').tolerance).toEqual({ text: 'C', letter: 'C', absolute: 2.5e-13 });
    expect(readPartDescription('C').setAside).toBeUndefined();
  });

  test('a lower-case c or l is no type letter', () => {
    expect(readPartDescription('l 4R7').setAside).toBeUndefined();
  });
});

describe('designators in the line', () => {
  test.each([
    ['C12 100nF 16V', 'C12'],
    ['L3: 10uH', 'L3'],
    ['100nF 16V C7', 'C7'],
    ['C1-C4 100n 16V', 'C1-C4'],
    ['C1-4 100n 16V', 'C1-4'],
  ])('%s: %s set aside, no tolerance, no second value', (text, designator) => {
    const line = readPartDescription(text);
    expect(line.setAside).toEqual([designator]);
    expect(line.tolerance).toBeUndefined();
    expect(line.unread).toEqual([]);
    expect(line.notes.filter((note) => note.kind === 'conflict')).toEqual([]);
  });

  test('a list of designators is each set aside', () => {
    expect(readPartDescription('C1,C2,C5 100nF').setAside).toEqual(['C1', 'C2', 'C5']);
  });

  test('C0G is a characteristic, not the designator C0', () => {
    const line = readPartDescription('1nF C0G');
    expect(line.temperatureCharacteristic).toEqual({ code: 'C0G', text: 'C0G' });
    expect(line.setAside).toBeUndefined();
  });

  test("the designator's letter decides the part only when the line does not: L3 with 100n is 100 nH", () => {
    const line = readPartDescription('L3 100n');
    expect(line.category).toBe('inductors');
    expect(line.value?.quantity).toBe('Inductance');
    // No guess was made: no note says one was.
    expect(line.notes).toEqual([]);
    // The line's own unit wins over a designator of the other kind.
    expect(readPartDescription('C5 4.7uH').category).toBe('inductors');
  });
});

describe('a designator column', () => {
  test('its letter is evidence: 100n with designator L3 is an inductance, with C3 a capacitance', () => {
    expect(readPartDescription('100n', undefined, { designator: 'L3' }).value).toEqual({
      quantity: 'Inductance',
      value: 1e-7,
      text: '100n',
    });
    expect(readPartDescription('100n', undefined, { designator: 'C3' }).value?.quantity).toBe('Capacitance');
  });

  test('every word of it is set aside, never read as a value or tolerance', () => {
    const line = readPartDescription('100nF 16V', 'C_0402_1005Metric', { designator: 'C1, C2 K 104' });
    expect(line.setAside).toEqual(['C1', 'C2', 'K', '104']);
    expect(line.tolerance).toBeUndefined();
    expect(line.value?.text).toBe('100nF');
    // It is no part of the text read.
    expect(line.text).toBe('100nF 16V C_0402_1005Metric');
  });

  test('an empty designator cell changes nothing', () => {
    expect(readPartDescription('100nF 16V', undefined, { designator: '  ' })).toEqual(readPartDescription('100nF 16V'));
  });
});

describe('values with their own tolerance', () => {
  test.each([
    ['3.9+/-0.2nH 0402', { quantity: 'Inductance', value: 3.9e-9 }, { absolute: 2e-10 }],
    ['10uF±10%', { quantity: 'Capacitance', value: 1e-5 }, { percent: 10 }],
    ['4n7/5%', { quantity: 'Capacitance', value: 4.7e-9 }, { percent: 5 }],
    ['100n 10 %', { quantity: 'Capacitance', value: 1e-7 }, { percent: 10 }],
    ['1.5pF+/-0.25pF C0G', { quantity: 'Capacitance', value: 1.5e-12 }, { absolute: 2.5e-13 }],
  ])('%s', (text, value, tolerance) => {
    const line = readPartDescription(text);
    expect(line.value).toMatchObject(value);
    expect(line.tolerance).toMatchObject(tolerance);
    expect(line.unread).toEqual([]);
  });

  test('an inductor tolerance in nH makes the line an inductor; the value and tolerance quote the word as written', () => {
    const line = readPartDescription('3.9+/-0.2nH');
    expect(line.category).toBe('inductors');
    expect(line.value?.text).toBe('3.9+/-0.2nH');
    expect(line.tolerance?.text).toBe('3.9+/-0.2nH');
  });
});
