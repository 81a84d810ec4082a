import { readPartDescription } from '../../../../src/core';
import { sizeCodeMeant } from '../../../../src/core/matching/sizeCodes';

// What a line is before any part is looked for: not to be fitted, no ceramic capacitor or inductor at all, or
// holding a word of a size code's form that is none. Each is said, never dropped.

describe('not fitted', () => {
  test.each([
    ['CAP CER 10PF 50V 5% NP0 0402 DNP', 'DNP'],
    ['100nF 16V dnf', 'dnf'],
    ['DNI 1uF', 'DNI'],
    ['100n NC', 'NC'],
    ['NF 4.7uH', 'NF'],
    ['10p NP', 'NP'],
    ['100nF do not populate', 'do not populate'],
    ['100nF Do-Not-Place', 'Do-Not-Place'],
    ['1nF do not fit', 'do not fit'],
    ['22pF not fitted', 'not fitted'],
    ['1nF nicht bestückt', 'nicht bestückt'],
    ['10u 未実装', '未実装'],
    ['100nF 不贴', '不贴'],
  ])('%s: not fitted by %s, anywhere in the line', (text, word) => {
    expect(readPartDescription(text).notFitted).toEqual({ text: word });
  });

  test('NC, NF and NP only in capitals: a unit or a characteristic is no mark', () => {
    expect(readPartDescription('100 nF').notFitted).toBeUndefined();
    expect(readPartDescription('100nF nc').notFitted).toBeUndefined();
    expect(readPartDescription('1nF NP0').notFitted).toBeUndefined();
    expect(readPartDescription('1nF NP0').temperatureCharacteristic?.code).toBe('C0G');
  });

  test('the value and the rest are still read: what was not fitted is known', () => {
    const line = readPartDescription('CAP CER 10PF 50V 5% NP0 0402 DNP');
    expect(line.value?.value).toBe(1e-11);
    expect(line.ratedVoltage?.value).toBe(50);
    expect(line.unread).toEqual([]);
  });
});

describe('out of scope', () => {
  test.each([
    ['22uF', 'CP_Elec_6.3x7.7', 'polarised', 'CP_Elec_6.3x7.7'],
    ['10u', 'CP_Radial_D5.0mm_P2.00mm', 'polarised', 'CP_Radial_D5.0mm_P2.00mm'],
    ['22uF,16V', '7343-31', 'polarised', '7343-31'],
    ['4.7uF 10V 3528-21', undefined, 'polarised', '3528-21'],
    ['10uF 3216-18', undefined, 'polarised', '3216-18'],
    ['100uF 6032-28', undefined, 'polarised', '6032-28'],
    ['220uF,25V', 'Φ8*10mm', 'polarised', 'Φ8*10mm'],
    ['100uF D8x10', undefined, 'polarised', 'D8x10'],
    ['47uF ø5', undefined, 'polarised', 'ø5'],
    ['100uF 25V elko', undefined, 'polarised', 'elko'],
    ['100uF electrolytic', undefined, 'polarised', 'electrolytic'],
    ['10uF tantalum', undefined, 'polarised', 'tantalum'],
    ['47uF polymer', undefined, 'polarised', 'polymer'],
    ['100uF 电解电容', undefined, 'polarised', '电解电容'],
    ['120R@100MHz', undefined, 'ferriteBead', '120R@100MHz'],
    ['Ferrite bead 600R', undefined, 'ferriteBead', 'Ferrite bead'],
    ['BLM18PG221SN1D', undefined, 'ferriteBead', 'BLM18PG221SN1D'],
    ['FB1 120R', undefined, 'ferriteBead', 'FB1'],
    ['FB 0603', undefined, 'ferriteBead', 'FB'],
    ['EMI filter 0805', undefined, 'filter', 'EMI filter'],
    ['10k', undefined, 'resistor', '10k'],
    ['100R 1%', undefined, 'resistor', '100R'],
    ['4K7 resistor', undefined, 'resistor', 'resistor'],
    ['2.2kΩ', undefined, 'resistor', '2.2kΩ'],
    ['16MHz', undefined, 'crystal', '16MHz'],
    ['32.768kHz crystal', undefined, 'crystal', '32.768kHz'],
    ['Quartz 8MHz', undefined, 'crystal', 'Quartz'],
  ])('%s %s: %s (%s)', (text, footprint, kind, word) => {
    expect(readPartDescription(text, footprint).outOfScope).toEqual({ kind, text: word });
  });

  test('a word that says so only weakly yields to a line that says capacitor or inductor', () => {
    // A ferrite choke is an inductor, its core no bead.
    const choke = readPartDescription('ferrite choke 10uH 1210');
    expect(choke.outOfScope).toBeUndefined();
    expect(choke.unread).toEqual([]);
    // 10k beside a capacitor's footprint is no resistor: a word not understood, which could change the answer.
    const typo = readPartDescription('10k', 'C_0603_1608Metric');
    expect(typo.outOfScope).toBeUndefined();
    expect(typo.unread).toEqual(['10k']);
    // A frequency in an inductor's line is no crystal.
    expect(readPartDescription('10nH 0402 inductor 100MHz').outOfScope).toBeUndefined();
  });

  test('a 4K7 alone stays the capacitor code it is (4.7 nF), and 4R7 a value code', () => {
    expect(readPartDescription('4K7').outOfScope).toBeUndefined();
    expect(readPartDescription('4R7 inductor').value?.value).toBe(4.7e-6);
  });

  test('a ceramic line is in scope: no word of it is taken for another kind of part', () => {
    for (const text of ['100nF 16V X7R 0402', 'C_100N_0402_X5R_K_10', '4.7uH/2A', '4n7 radial P5 Y5P 250Vac']) {
      expect(readPartDescription(text).outOfScope).toBeUndefined();
    }
  });
});

describe('a leaded inductor', () => {
  test('an inductor with leads is said: the catalogue has none', () => {
    expect(readPartDescription('Radial ferrite choke 10uH').leadedInductor).toEqual({ text: 'Radial' });
    expect(readPartDescription('10uH THT inductor').leadedInductor).toEqual({ text: 'THT' });
    expect(readPartDescription('10uH 1210 inductor').leadedInductor).toBeUndefined();
    // A leaded capacitor is no leaded inductor.
    expect(readPartDescription('10n radial 5mm pitch').leadedInductor).toBeUndefined();
  });
});

describe('words of a size code’s form that are none', () => {
  test('0420 is no size code: did you mean 0402?', () => {
    const line = readPartDescription('100nF 16V X7R 0420');
    expect(line.unread).toEqual(['0420']);
    expect(line.notes).toContainEqual({ kind: 'noSizeCode', text: '0420', suggestion: '0402' });
    expect(line.size).toBeUndefined();
  });

  test.each([
    ['0420', '0402'],
    ['0630', '0603'],
    ['0850', '0805'],
    ['1260', '1206'],
    ['0806', undefined],
  ])('%s meant %s', (code, meant) => {
    // 0806 is a code of the tables itself (an inductor size): no slip to guess.
    expect(sizeCodeMeant(code)).toBe(meant);
  });

  test('no guess when no code is one slip away, or several are and no swap decides', () => {
    expect(sizeCodeMeant('9999')).toBeUndefined();
    // 1205 is one digit from 1206 and from 1005: no single code, no guess.
    expect(sizeCodeMeant('1205')).toBeUndefined();
    expect(sizeCodeMeant('040')).toBeUndefined();
  });
});
