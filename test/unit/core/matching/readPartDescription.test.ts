import { readPartDescription } from '../../../../src/core';
import {
  ambiguous,
  conflict,
  eitherSize,
  type Expected,
  farads,
  guessed,
  henries,
  joinedText,
  size,
  valueCode,
  volts,
} from '../../../support/partDescriptions';

const SMD = 'ceramicCapacitorsSMD';
const LEAD = 'ceramicCapacitorsLead';
const CAPACITORS = 'ceramicCapacitors';
const INDUCTORS = 'inductors';

/** The whole reading is compared: a field the case does not name must be absent; unread and notes default to empty. */
function expectReading(text: string, expected: Expected): void {
  const { footprint, ...reading } = expected;
  expect(readPartDescription(text, footprint)).toEqual({
    text: joinedText(text, footprint),
    unread: [],
    notes: [],
    ...reading,
  });
}

type Case = [string, Expected];

describe('readPartDescription', () => {
  describe('free text, capacitors', () => {
    it.each<Case>([
      [
        '100nF 0402 X7R 16V 10%',
        {
          category: SMD,
          value: farads(1e-7, '100nF'),
          size: eitherSize('0402'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          ratedVoltage: volts(16, '16V'),
          tolerance: { text: '10%', percent: 10 },
          notes: [ambiguous('0402')],
        },
      ],
      [
        '0.1uF 50V X7R 0603',
        {
          category: SMD,
          value: farads(1e-7, '0.1uF'),
          ratedVoltage: volts(50, '50V'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          size: eitherSize('0603'),
          notes: [ambiguous('0603')],
        },
      ],
      [
        '1u 10V 0603 X5R 10%',
        {
          category: SMD,
          value: farads(1e-6, '1u'),
          ratedVoltage: volts(10, '10V'),
          size: eitherSize('0603'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
          tolerance: { text: '10%', percent: 10 },
          notes: [ambiguous('0603')],
        },
      ],
      ['100n', { category: CAPACITORS, value: farads(1e-7, '100n'), notes: [guessed(CAPACITORS)] }],
      ['4.7µF 6.3V', { category: CAPACITORS, value: farads(4.7e-6, '4.7\u03bcF'), ratedVoltage: volts(6.3, '6.3V') }],
      ['10 uF', { category: CAPACITORS, value: farads(1e-5, '10 uF') }],
      ['100 nF', { category: CAPACITORS, value: farads(1e-7, '100 nF') }],
      ['100 nF 16 V', { category: CAPACITORS, value: farads(1e-7, '100 nF'), ratedVoltage: volts(16, '16 V') }],
      [
        '22pF 50V C0G 0402 5%',
        {
          category: SMD,
          value: farads(2.2e-11, '22pF'),
          ratedVoltage: volts(50, '50V'),
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
          size: eitherSize('0402'),
          tolerance: { text: '5%', percent: 5 },
          notes: [ambiguous('0402')],
        },
      ],
      [
        '10pF ±0.25pF C0G',
        {
          category: CAPACITORS,
          value: farads(1e-11, '10pF'),
          tolerance: { text: '±0.25pF', absolute: 2.5e-13 },
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
        },
      ],
      [
        '2.2uF 25V X5R 0805',
        {
          category: SMD,
          value: farads(2.2e-6, '2.2uF'),
          ratedVoltage: volts(25, '25V'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
          size: size('0805', '2012', '0805'),
        },
      ],
      [
        '10uF 10V X5R 1206 K',
        {
          category: SMD,
          value: farads(1e-5, '10uF'),
          ratedVoltage: volts(10, '10V'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
          size: size('1206', '3216', '1206'),
          tolerance: { text: 'K', letter: 'K', percent: 10 },
        },
      ],
      [
        '100nF 50V X7R 0603 MLCC',
        {
          category: SMD,
          value: farads(1e-7, '100nF'),
          ratedVoltage: volts(50, '50V'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          size: eitherSize('0603'),
          notes: [ambiguous('0603')],
        },
      ],
      ['cap 100nF', { category: CAPACITORS, value: farads(1e-7, '100nF') }],
      ['capacitor 1u', { category: CAPACITORS, value: farads(1e-6, '1u') }],
      ['ceramic capacitor 10n', { category: CAPACITORS, value: farads(1e-8, '10n') }],
      ['ceramic 10n', { category: CAPACITORS, value: farads(1e-8, '10n') }],
      ['0.47uF', { category: CAPACITORS, value: farads(4.7e-7, '0.47uF') }],
      ['.1uF', { category: CAPACITORS, value: farads(1e-7, '.1uF') }],
      ['4,7uF', { category: CAPACITORS, value: farads(4.7e-6, '4,7uF') }],
      ['2,200pF', { category: CAPACITORS, value: farads(2.2e-9, '2,200pF') }],
      ['1,000,000pF', { category: CAPACITORS, value: farads(1e-6, '1,000,000pF') }],
      ['0,1uF,16V', { category: CAPACITORS, value: farads(1e-7, '0,1uF'), ratedVoltage: volts(16, '16V') }],
      ['100NF', { category: CAPACITORS, value: farads(1e-7, '100NF') }],
      ['0.1UF', { category: CAPACITORS, value: farads(1e-7, '0.1UF') }],
      ['100nf', { category: CAPACITORS, value: farads(1e-7, '100nf') }],
      ['1000pF', { category: CAPACITORS, value: farads(1e-9, '1000pF') }],
      ['100uF', { category: CAPACITORS, value: farads(1e-4, '100uF') }],
      ['0.5pF', { category: CAPACITORS, value: farads(5e-13, '0.5pF') }],
      [
        'X7R 25V',
        {
          category: CAPACITORS,
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          ratedVoltage: volts(25, '25V'),
        },
      ],
      [
        '100n X7R',
        { category: CAPACITORS, value: farads(1e-7, '100n'), temperatureCharacteristic: { code: 'X7R', text: 'X7R' } },
      ],
    ])('%s', expectReading);
  });

  describe('temperature characteristics', () => {
    it.each<[string, string, string]>([
      ['1nF NP0', 'C0G', 'NP0'],
      ['1nF NPO', 'C0G', 'NPO'],
      ['1nF COG', 'C0G', 'COG'],
      ['1nF c0g', 'C0G', 'c0g'],
      ['1nF np0', 'C0G', 'np0'],
      ['1nF x7r', 'X7R', 'x7r'],
      ['1nF CH', 'CH', 'CH'],
      ['1nF SL', 'SL', 'SL'],
      ['1nF X6S', 'X6S', 'X6S'],
      ['1nF X7S', 'X7S', 'X7S'],
      ['1nF X7T', 'X7T', 'X7T'],
      ['1nF X8L', 'X8L', 'X8L'],
      ['1nF Y5P', 'Y5P', 'Y5P'],
      ['1nF Y5U', 'Y5U', 'Y5U'],
      ['1nF ZLO', 'ZLO', 'ZLO'],
      // Not in the dataset, but a characteristic all the same: it must find no part, not be dropped.
      ['1nF Y5V', 'Y5V', 'Y5V'],
      ['1nF JIS B', 'B', 'JIS B'],
      ['1nF JIS-F', 'F', 'JIS-F'],
      ['1nF JIS E', 'E', 'JIS E'],
      ['1nF B char', 'B', 'B char'],
      ['1nF F characteristic', 'F', 'F characteristic'],
    ])('%s: %s', (text, code, written) => {
      expectReading(text, {
        category: CAPACITORS,
        value: farads(1e-9, '1nF'),
        temperatureCharacteristic: { code, text: written },
      });
    });

    it('reads a lone B or F as a tolerance letter, and a lone E, which is none, as unread', () => {
      expectReading('1nF B', {
        category: CAPACITORS,
        value: farads(1e-9, '1nF'),
        tolerance: { text: 'B', letter: 'B', absolute: 1e-13 },
      });
      expectReading('1nF F', {
        category: CAPACITORS,
        value: farads(1e-9, '1nF'),
        tolerance: { text: 'F', letter: 'F', percent: 1 },
      });
      expectReading('1nF E', { category: CAPACITORS, value: farads(1e-9, '1nF'), unread: ['E'] });
    });
  });

  describe('inductors', () => {
    it.each<Case>([
      ['4.7uH', { category: INDUCTORS, value: henries(4.7e-6, '4.7uH') }],
      ['10uH 2A', { category: INDUCTORS, value: henries(1e-5, '10uH'), ratedCurrent: { value: 2, text: '2A' } }],
      [
        '10uH 1.5 A',
        { category: INDUCTORS, value: henries(1e-5, '10uH'), ratedCurrent: { value: 1.5, text: '1.5 A' } },
      ],
      [
        '2.2uH 500mA',
        { category: INDUCTORS, value: henries(2.2e-6, '2.2uH'), ratedCurrent: { value: 0.5, text: '500mA' } },
      ],
      [
        '2.2uH 500MA',
        { category: INDUCTORS, value: henries(2.2e-6, '2.2uH'), ratedCurrent: { value: 0.5, text: '500MA' } },
      ],
      [
        '100nH 0402',
        { category: INDUCTORS, value: henries(1e-7, '100nH'), size: eitherSize('0402'), notes: [ambiguous('0402')] },
      ],
      ['22uH 4040', { category: INDUCTORS, value: henries(2.2e-5, '22uH'), size: size(undefined, '4040', '4040') }],
      ['4.7uH 5050', { category: INDUCTORS, value: henries(4.7e-6, '4.7uH'), size: size(undefined, '5050', '5050') }],
      // A code with no counterpart never takes the next word as its pair.
      [
        '82uH 5050 ±10% 740mA',
        {
          category: INDUCTORS,
          value: henries(8.2e-5, '82uH'),
          size: size(undefined, '5050', '5050'),
          tolerance: { text: '±10%', percent: 10 },
          ratedCurrent: { value: 0.74, text: '740mA' },
        },
      ],
      [
        'inductor 4.7uH 4040 K',
        {
          category: INDUCTORS,
          value: henries(4.7e-6, '4.7uH'),
          size: size(undefined, '4040', '4040'),
          tolerance: { text: 'K', letter: 'K', percent: 10 },
        },
      ],
      ['1uH 2520', { category: INDUCTORS, value: henries(1e-6, '1uH'), size: size('1008', '2520', '2520') }],
      ['1uH 0806', { category: INDUCTORS, value: henries(1e-6, '1uH'), size: size('0806', '2016', '0806') }],
      ['inductor 10u', { category: INDUCTORS, value: henries(1e-5, '10u') }],
      ['ind 4.7u', { category: INDUCTORS, value: henries(4.7e-6, '4.7u') }],
      ['coil 100u', { category: INDUCTORS, value: henries(1e-4, '100u') }],
      ['choke 47u', { category: INDUCTORS, value: henries(4.7e-5, '47u') }],
      ['power inductor 10uH', { category: INDUCTORS, value: henries(1e-5, '10uH') }],
      ['10uH ±20%', { category: INDUCTORS, value: henries(1e-5, '10uH'), tolerance: { text: '±20%', percent: 20 } }],
      [
        '3.3nH ±0.3nH 0402',
        {
          category: INDUCTORS,
          value: henries(3.3e-9, '3.3nH'),
          tolerance: { text: '±0.3nH', absolute: 3e-10 },
          size: eitherSize('0402'),
          notes: [ambiguous('0402')],
        },
      ],
      // A current says inductor: the bare 100n is then 100 nH, and nothing is guessed.
      ['100n 2A', { category: INDUCTORS, value: henries(1e-7, '100n'), ratedCurrent: { value: 2, text: '2A' } }],
      [
        '47uH Isat 2A',
        { category: INDUCTORS, value: henries(4.7e-5, '47uH'), ratedCurrent: { value: 2, text: 'Isat 2A' } },
      ],
      [
        'Irms 1.2A 10uH',
        { category: INDUCTORS, value: henries(1e-5, '10uH'), ratedCurrent: { value: 1.2, text: 'Irms 1.2A' } },
      ],
      [
        '10uH Irms=2A',
        { category: INDUCTORS, value: henries(1e-5, '10uH'), ratedCurrent: { value: 2, text: 'Irms=2A' } },
      ],
      ['1mH', { category: INDUCTORS, value: henries(1e-3, '1mH') }],
      ['10uh', { category: INDUCTORS, value: henries(1e-5, '10uh') }],
      [
        '10uH K',
        { category: INDUCTORS, value: henries(1e-5, '10uH'), tolerance: { text: 'K', letter: 'K', percent: 10 } },
      ],
      [
        '10uH N',
        { category: INDUCTORS, value: henries(1e-5, '10uH'), tolerance: { text: 'N', letter: 'N', percent: 30 } },
      ],
      [
        '10uH H',
        { category: INDUCTORS, value: henries(1e-5, '10uH'), tolerance: { text: 'H', letter: 'H', percent: 3 } },
      ],
      [
        '2.2nH S',
        {
          category: INDUCTORS,
          value: henries(2.2e-9, '2.2nH'),
          tolerance: { text: 'S', letter: 'S', absolute: 3e-10 },
        },
      ],
      [
        '2.2nH C',
        {
          category: INDUCTORS,
          value: henries(2.2e-9, '2.2nH'),
          tolerance: { text: 'C', letter: 'C', absolute: 2e-10 },
        },
      ],
      [
        '2.2nH B',
        {
          category: INDUCTORS,
          value: henries(2.2e-9, '2.2nH'),
          tolerance: { text: 'B', letter: 'B', absolute: 1e-10 },
        },
      ],
      [
        '2.2nH D',
        {
          category: INDUCTORS,
          value: henries(2.2e-9, '2.2nH'),
          tolerance: { text: 'D', letter: 'D', absolute: 5e-10 },
        },
      ],
      // Z and W are capacitor letters only.
      ['10uH Z', { category: INDUCTORS, value: henries(1e-5, '10uH'), unread: ['Z'] }],
      ['10uH W', { category: INDUCTORS, value: henries(1e-5, '10uH'), unread: ['W'] }],
      ['2A', { category: INDUCTORS, ratedCurrent: { value: 2, text: '2A' } }],
    ])('%s', expectReading);
  });

  describe('underscore names (TI reference designs)', () => {
    it.each<Case>([
      [
        'C_100N_0402_X5R_K_10',
        {
          category: SMD,
          value: farads(1e-7, '100N'),
          size: eitherSize('0402'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
          tolerance: { text: 'K', letter: 'K', percent: 10 },
          ratedVoltage: volts(10, '10'),
          notes: [ambiguous('0402')],
        },
      ],
      [
        'C_1U_0402_X5R_M_6P3',
        {
          category: SMD,
          value: farads(1e-6, '1U'),
          size: eitherSize('0402'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
          tolerance: { text: 'M', letter: 'M', percent: 20 },
          ratedVoltage: volts(6.3, '6P3'),
          notes: [ambiguous('0402')],
        },
      ],
      [
        'C_10P_0402_C0G_J_50',
        {
          category: SMD,
          value: farads(1e-11, '10P'),
          size: eitherSize('0402'),
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
          tolerance: { text: 'J', letter: 'J', percent: 5 },
          ratedVoltage: volts(50, '50'),
          notes: [ambiguous('0402')],
        },
      ],
      [
        'L_1N8_0402_S',
        {
          category: INDUCTORS,
          value: henries(1.8e-9, '1N8'),
          size: eitherSize('0402'),
          tolerance: { text: 'S', letter: 'S', absolute: 3e-10 },
          notes: [ambiguous('0402'), valueCode('1N8', 1.8e-9)],
        },
      ],
      [
        'L_4U7_0805',
        {
          category: INDUCTORS,
          value: henries(4.7e-6, '4U7'),
          size: size('0805', '2012', '0805'),
          notes: [valueCode('4U7', 4.7e-6)],
        },
      ],
      // 6P3 in the value position is 6.3 pF.
      [
        'C_6P3_0402_C0G',
        {
          category: SMD,
          value: farads(6.3e-12, '6P3'),
          size: eitherSize('0402'),
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
          notes: [ambiguous('0402'), valueCode('6P3', 6.3e-12)],
        },
      ],
      [
        'C_2U2_0805_X5R_K_25',
        {
          category: SMD,
          value: farads(2.2e-6, '2U2'),
          size: size('0805', '2012', '0805'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
          tolerance: { text: 'K', letter: 'K', percent: 10 },
          ratedVoltage: volts(25, '25'),
          notes: [valueCode('2U2', 2.2e-6)],
        },
      ],
      [
        'C_100N_1206_X7R_K_50V',
        {
          category: SMD,
          value: farads(1e-7, '100N'),
          size: size('1206', '3216', '1206'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          tolerance: { text: 'K', letter: 'K', percent: 10 },
          ratedVoltage: volts(50, '50V'),
        },
      ],
      [
        'C_4N7_0805_X7R_K_100',
        {
          category: SMD,
          value: farads(4.7e-9, '4N7'),
          size: size('0805', '2012', '0805'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          tolerance: { text: 'K', letter: 'K', percent: 10 },
          ratedVoltage: volts(100, '100'),
          notes: [valueCode('4N7', 4.7e-9)],
        },
      ],
      [
        'C_104_0805_X7R_K_25',
        {
          category: SMD,
          value: farads(1e-7, '104'),
          size: size('0805', '2012', '0805'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          tolerance: { text: 'K', letter: 'K', percent: 10 },
          ratedVoltage: volts(25, '25'),
          notes: [valueCode('104', 1e-7)],
        },
      ],
      [
        'C_100N_0805_X5R_K_10_FOO',
        {
          category: SMD,
          value: farads(1e-7, '100N'),
          size: size('0805', '2012', '0805'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
          tolerance: { text: 'K', letter: 'K', percent: 10 },
          ratedVoltage: volts(10, '10'),
          unread: ['FOO'],
        },
      ],
      ['C_100N_1210', { category: SMD, value: farads(1e-7, '100N'), size: size('1210', '3225', '1210') }],
      [
        'L_10U_1210_M',
        {
          category: INDUCTORS,
          value: henries(1e-5, '10U'),
          size: size('1210', '3225', '1210'),
          tolerance: { text: 'M', letter: 'M', percent: 20 },
        },
      ],
      ['c_100n_0805', { category: SMD, value: farads(1e-7, '100n'), size: size('0805', '2012', '0805') }],
      // KiCad's old chip names (C_0603) have the size where TI has the value.
      ['C_0603', { category: SMD, size: eitherSize('0603'), notes: [ambiguous('0603')] }],
      ['C_0805_HandSoldering', { category: SMD, size: size('0805', '2012', '0805') }],
      // A maker's inductor footprint of a family PartSpec has no body for: an inductor, its size not understood.
      ['L_Taiyo-Yuden_NR-40xx', { category: INDUCTORS, unread: ['L_Taiyo-Yuden_NR-40xx'] }],
    ])('%s', expectReading);
  });

  describe('value codes', () => {
    it.each<Case>([
      [
        '4K7',
        { category: CAPACITORS, value: farads(4.7e-9, '4K7'), notes: [guessed(CAPACITORS), valueCode('4K7', 4.7e-9)] },
      ],
      [
        '4K7 50V',
        {
          category: CAPACITORS,
          value: farads(4.7e-9, '4K7'),
          ratedVoltage: volts(50, '50V'),
          notes: [valueCode('4K7', 4.7e-9)],
        },
      ],
      // 4K7 means nothing for an inductor: said, not guessed.
      ['4K7 inductor', { category: INDUCTORS, unread: ['4K7'] }],
      ['1N8 inductor', { category: INDUCTORS, value: henries(1.8e-9, '1N8'), notes: [valueCode('1N8', 1.8e-9)] }],
      [
        '1n8 50V',
        {
          category: CAPACITORS,
          value: farads(1.8e-9, '1n8'),
          ratedVoltage: volts(50, '50V'),
          notes: [valueCode('1n8', 1.8e-9)],
        },
      ],
      [
        '4n7 X7R',
        {
          category: CAPACITORS,
          value: farads(4.7e-9, '4n7'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          notes: [valueCode('4n7', 4.7e-9)],
        },
      ],
      [
        '4u7 10V',
        {
          category: CAPACITORS,
          value: farads(4.7e-6, '4u7'),
          ratedVoltage: volts(10, '10V'),
          notes: [valueCode('4u7', 4.7e-6)],
        },
      ],
      [
        '4p7 C0G',
        {
          category: CAPACITORS,
          value: farads(4.7e-12, '4p7'),
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
          notes: [valueCode('4p7', 4.7e-12)],
        },
      ],
      [
        '6P3 C0G',
        {
          category: CAPACITORS,
          value: farads(6.3e-12, '6P3'),
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
          notes: [valueCode('6P3', 6.3e-12)],
        },
      ],
      ['4u7F', { category: CAPACITORS, value: farads(4.7e-6, '4u7F'), notes: [valueCode('4u7F', 4.7e-6)] }],
      ['2u2H', { category: INDUCTORS, value: henries(2.2e-6, '2u2H'), notes: [valueCode('2u2H', 2.2e-6)] }],
      ['R47 inductor', { category: INDUCTORS, value: henries(4.7e-7, 'R47'), notes: [valueCode('R47', 4.7e-7)] }],
      ['4R7 inductor', { category: INDUCTORS, value: henries(4.7e-6, '4R7'), notes: [valueCode('4R7', 4.7e-6)] }],
      ['1R0 coil', { category: INDUCTORS, value: henries(1e-6, '1R0'), notes: [valueCode('1R0', 1e-6)] }],
      [
        '4R7 C0G',
        {
          category: CAPACITORS,
          value: farads(4.7e-12, '4R7'),
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
          notes: [valueCode('4R7', 4.7e-12)],
        },
      ],
      [
        'R47 50V',
        {
          category: CAPACITORS,
          value: farads(4.7e-13, 'R47'),
          ratedVoltage: volts(50, '50V'),
          notes: [valueCode('R47', 4.7e-13)],
        },
      ],
      [
        '4R7',
        {
          category: CAPACITORS,
          value: farads(4.7e-12, '4R7'),
          notes: [guessed(CAPACITORS), valueCode('4R7', 4.7e-12)],
        },
      ],
      [
        '104 X7R',
        {
          category: CAPACITORS,
          value: farads(1e-7, '104'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          notes: [valueCode('104', 1e-7)],
        },
      ],
      [
        '104',
        { category: CAPACITORS, value: farads(1e-7, '104'), notes: [guessed(CAPACITORS), valueCode('104', 1e-7)] },
      ],
      [
        '475 10V',
        {
          category: CAPACITORS,
          value: farads(4.7e-6, '475'),
          ratedVoltage: volts(10, '10V'),
          notes: [valueCode('475', 4.7e-6)],
        },
      ],
      [
        '102 50V',
        {
          category: CAPACITORS,
          value: farads(1e-9, '102'),
          ratedVoltage: volts(50, '50V'),
          notes: [valueCode('102', 1e-9)],
        },
      ],
      [
        '109 C0G',
        {
          category: CAPACITORS,
          value: farads(1e-12, '109'),
          temperatureCharacteristic: { code: 'C0G', text: 'C0G' },
          notes: [valueCode('109', 1e-12)],
        },
      ],
      ['101 inductor', { category: INDUCTORS, value: henries(1e-4, '101'), notes: [valueCode('101', 1e-4)] }],
      ['100 inductor', { category: INDUCTORS, value: henries(1e-5, '100'), notes: [valueCode('100', 1e-5)] }],
      ['220 coil', { category: INDUCTORS, value: henries(2.2e-5, '220'), notes: [valueCode('220', 2.2e-5)] }],
      [
        '4R7 2A',
        {
          category: INDUCTORS,
          value: henries(4.7e-6, '4R7'),
          ratedCurrent: { value: 2, text: '2A' },
          notes: [valueCode('4R7', 4.7e-6)],
        },
      ],
      // The same value twice is no conflict; the code is still said.
      ['100nF 104', { category: CAPACITORS, value: farads(1e-7, '100nF'), notes: [valueCode('104', 1e-7)] }],
      [
        '100nF 105',
        {
          category: CAPACITORS,
          value: farads(1e-7, '100nF'),
          notes: [valueCode('105', 1e-6), conflict('value', '100nF', '105')],
        },
      ],
    ])('%s', expectReading);
  });

  describe('footprints (text | footprint)', () => {
    it.each(
      (
        [
          [
            '100n',
            {
              footprint: 'C_0402_1005Metric',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0402', '1005', 'C_0402_1005Metric', 'footprint'),
            },
          ],
          ['C_0603_1608Metric', { category: SMD, size: size('0603', '1608', 'C_0603_1608Metric', 'footprint') }],
          [
            '100nF C_0402_1005Metric_Pad0.74x0.62mm_HandSolder',
            {
              category: SMD,
              value: farads(1e-7, '100nF'),
              size: size('0402', '1005', 'C_0402_1005Metric_Pad0.74x0.62mm_HandSolder', 'footprint'),
            },
          ],
          [
            '10uH',
            {
              footprint: 'L_1210_3225Metric',
              category: INDUCTORS,
              value: henries(1e-5, '10uH'),
              size: size('1210', '3225', 'L_1210_3225Metric', 'footprint'),
            },
          ],
          // The footprint's L_ says inductor: the bare 10u is 10 µH.
          [
            '10u',
            {
              footprint: 'L_0805_2012Metric',
              category: INDUCTORS,
              value: henries(1e-5, '10u'),
              size: size('0805', '2012', 'L_0805_2012Metric', 'footprint'),
            },
          ],
          [
            '1u',
            {
              footprint: 'Capacitor_SMD:C_0805_2012Metric',
              category: SMD,
              value: farads(1e-6, '1u'),
              size: size('0805', '2012', 'Capacitor_SMD:C_0805_2012Metric', 'footprint'),
            },
          ],
          [
            '1n',
            {
              footprint: 'C_Disc_D5.0mm_W2.5mm_P5.00mm',
              category: LEAD,
              value: farads(1e-9, '1n'),
              leadSpacing: { value: 0.005, text: 'C_Disc_D5.0mm_W2.5mm_P5.00mm' },
            },
          ],
          [
            '10u',
            {
              footprint: 'CP_Radial_D5.0mm_P2.00mm',
              // A polarised capacitor's footprint: a capacitor, never a ceramic one.
              category: CAPACITORS,
              value: farads(1e-5, '10u'),
              outOfScope: { kind: 'polarised', text: 'CP_Radial_D5.0mm_P2.00mm' },
            },
          ],
          [
            '1n',
            {
              footprint: 'Capacitor_THT:C_Rect_L7.0mm_W2.5mm_P7.50mm',
              category: LEAD,
              value: farads(1e-9, '1n'),
              leadSpacing: { value: 0.0075, text: 'Capacitor_THT:C_Rect_L7.0mm_W2.5mm_P7.50mm' },
            },
          ],
          [
            '1u',
            {
              footprint: 'CAPC1608X90N',
              category: SMD,
              value: farads(1e-6, '1u'),
              size: size('0603', '1608', 'CAPC1608X90N', 'footprint'),
            },
          ],
          [
            '2.2u',
            {
              footprint: 'INDC2012X100N',
              category: INDUCTORS,
              value: henries(2.2e-6, '2.2u'),
              size: size('0805', '2012', 'INDC2012X100N', 'footprint'),
            },
          ],
          [
            '1u',
            {
              footprint: 'CAPC1005X55N',
              category: SMD,
              value: farads(1e-6, '1u'),
              size: size('0402', '1005', 'CAPC1005X55N', 'footprint'),
            },
          ],
          [
            '100n',
            {
              footprint: 'C_0201_0603Metric',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0201', '0603', 'C_0201_0603Metric', 'footprint'),
            },
          ],
          // A footprint names both codes: the text's 0603 is then no longer ambiguous, whichever it was.
          [
            '100n 0603',
            {
              footprint: 'C_0201_0603Metric',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0201', '0603', 'C_0201_0603Metric', 'footprint'),
            },
          ],
          [
            '100n 0603',
            {
              footprint: 'C_0603_1608Metric',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0603', '1608', 'C_0603_1608Metric', 'footprint'),
            },
          ],
          [
            '100n 1608',
            {
              footprint: 'C_0603_1608Metric',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0603', '1608', 'C_0603_1608Metric', 'footprint'),
            },
          ],
          [
            '100n 0402',
            {
              footprint: 'CAPC1005X55N',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0402', '1005', 'CAPC1005X55N', 'footprint'),
            },
          ],
          [
            '100n 0805',
            {
              footprint: 'C_0603_1608Metric',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0603', '1608', 'C_0603_1608Metric', 'footprint'),
              notes: [conflict('size', 'C_0603_1608Metric', '0805')],
            },
          ],
          // A footprint column holding a bare code: the code is still ambiguous, but it speaks before the text's.
          [
            '100n',
            {
              footprint: '0603',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: eitherSize('0603'),
              notes: [guessed(SMD), ambiguous('0603')],
            },
          ],
          [
            '100n 0603',
            {
              footprint: '0402',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: eitherSize('0402'),
              notes: [guessed(SMD), ambiguous('0402'), conflict('size', '0402', '0603')],
            },
          ],
          [
            '100n',
            {
              footprint: '0402_1005Metric',
              category: SMD,
              value: farads(1e-7, '100n'),
              size: size('0402', '1005', '0402_1005Metric'),
              notes: [guessed(SMD)],
            },
          ],
          [
            '100n',
            { footprint: '   ', category: CAPACITORS, value: farads(1e-7, '100n'), notes: [guessed(CAPACITORS)] },
          ],
          [
            '10uH',
            {
              footprint: 'C_1206_3216Metric',
              category: INDUCTORS,
              value: henries(1e-5, '10uH'),
              size: size('1206', '3216', 'C_1206_3216Metric', 'footprint'),
              notes: [conflict('category', '10uH', 'C_1206_3216Metric')],
            },
          ],
          // A pair the tables lack is still the size asked for: it must find no part, not let any size through.
          [
            '1u',
            {
              footprint: 'C_1806_4516Metric',
              category: SMD,
              value: farads(1e-6, '1u'),
              size: size('1806', '4516', 'C_1806_4516Metric', 'footprint'),
            },
          ],
        ] as Case[]
      ).map(([text, expected]): [string, string, Expected] => [
        `${text} | ${expected.footprint ?? ''}`,
        text,
        expected,
      ]),
    )('%s', (_title, text, expected) => expectReading(text, expected));
  });

  describe('slashes', () => {
    it.each<Case>([
      ['4.7uH/2A', { category: INDUCTORS, value: henries(4.7e-6, '4.7uH'), ratedCurrent: { value: 2, text: '2A' } }],
      [
        '10uH/1.5A/±20%',
        {
          category: INDUCTORS,
          value: henries(1e-5, '10uH'),
          ratedCurrent: { value: 1.5, text: '1.5A' },
          tolerance: { text: '±20%', percent: 20 },
        },
      ],
      ['100n/16V', { category: CAPACITORS, value: farads(1e-7, '100n'), ratedVoltage: volts(16, '16V') }],
      [
        '2.2uF/25V/X5R',
        {
          category: CAPACITORS,
          value: farads(2.2e-6, '2.2uF'),
          ratedVoltage: volts(25, '25V'),
          temperatureCharacteristic: { code: 'X5R', text: 'X5R' },
        },
      ],
      [
        '100nF/50V/0402/X7R',
        {
          category: SMD,
          value: farads(1e-7, '100nF'),
          ratedVoltage: volts(50, '50V'),
          size: eitherSize('0402'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          notes: [ambiguous('0402')],
        },
      ],
      [
        '22uH/3A/4040',
        {
          category: INDUCTORS,
          value: henries(2.2e-5, '22uH'),
          ratedCurrent: { value: 3, text: '3A' },
          size: size(undefined, '4040', '4040'),
        },
      ],
      ['10uF/10%', { category: CAPACITORS, value: farads(1e-5, '10uF'), tolerance: { text: '10%', percent: 10 } }],
      [
        '1uF,16V;X7R',
        {
          category: CAPACITORS,
          value: farads(1e-6, '1uF'),
          ratedVoltage: volts(16, '16V'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
        },
      ],
      ['100nF_0805', { category: SMD, value: farads(1e-7, '100nF'), size: size('0805', '2012', '0805') }],
    ])('%s', expectReading);
  });

  describe('sizes', () => {
    it.each<Case>([
      [
        '1u 0402',
        {
          category: SMD,
          value: farads(1e-6, '1u'),
          size: eitherSize('0402'),
          notes: [guessed(SMD), ambiguous('0402')],
        },
      ],
      [
        '1u 0603',
        {
          category: SMD,
          value: farads(1e-6, '1u'),
          size: eitherSize('0603'),
          notes: [guessed(SMD), ambiguous('0603')],
        },
      ],
      [
        '1u 1608',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0603', '1608', '1608'), notes: [guessed(SMD)] },
      ],
      [
        '1u 1005',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0402', '1005', '1005'), notes: [guessed(SMD)] },
      ],
      [
        '1u 01005',
        { category: SMD, value: farads(1e-6, '1u'), size: size('01005', '0402', '01005'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0201',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0201', '0603', '0201'), notes: [guessed(SMD)] },
      ],
      [
        '1u 1210',
        { category: SMD, value: farads(1e-6, '1u'), size: size('1210', '3225', '1210'), notes: [guessed(SMD)] },
      ],
      [
        '1u 1812',
        { category: SMD, value: farads(1e-6, '1u'), size: size('1812', '4532', '1812'), notes: [guessed(SMD)] },
      ],
      [
        '1u 2220',
        { category: SMD, value: farads(1e-6, '1u'), size: size('2220', '5750', '2220'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0508',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0508', '1220', '0508'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0306',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0306', '0816', '0306'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0204',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0204', '0510', '0204'), notes: [guessed(SMD)] },
      ],
      [
        '1u 3216',
        { category: SMD, value: farads(1e-6, '1u'), size: size('1206', '3216', '3216'), notes: [guessed(SMD)] },
      ],
      [
        '1u 5750',
        { category: SMD, value: farads(1e-6, '1u'), size: size('2220', '5750', '5750'), notes: [guessed(SMD)] },
      ],
      [
        '1u 1608M',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0603', '1608', '1608M'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603M',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0201', '0603', '0603M'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0402M',
        { category: SMD, value: farads(1e-6, '1u'), size: size('01005', '0402', '0402M'), notes: [guessed(SMD)] },
      ],
      [
        '1u 1005Metric',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0402', '1005', '1005Metric'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603 metric',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0201', '0603', '0603 metric'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603mm',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0201', '0603', '0603mm'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603 mm',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0201', '0603', '0603 mm'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603"',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0603', '1608', '0603"'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0402 inch',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0402', '1005', '0402 inch'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603 (1608)',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0603', '1608', '0603 (1608)'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603/1608',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0603', '1608', '0603/1608'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603 (0201)',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0201', '0603', '0603 (0201)'), notes: [guessed(SMD)] },
      ],
      // An unambiguous code settles an ambiguous one that agrees with it.
      [
        '1u 0603 1608M',
        { category: SMD, value: farads(1e-6, '1u'), size: size('0603', '1608', '0603 1608M'), notes: [guessed(SMD)] },
      ],
      [
        '1u 0603 X7R 1608M',
        {
          category: SMD,
          value: farads(1e-6, '1u'),
          size: size('0603', '1608', '1608M'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
        },
      ],
      // A size code's form that is no size code is said, and nothing is guessed from it.
      [
        '1u 9999',
        {
          category: CAPACITORS,
          value: farads(1e-6, '1u'),
          unread: ['9999'],
          notes: [guessed(CAPACITORS), { kind: 'noSizeCode', text: '9999' }],
        },
      ],
      [
        '1u 0805M',
        { category: CAPACITORS, value: farads(1e-6, '1u'), unread: ['0805M'], notes: [guessed(CAPACITORS)] },
      ],
      [
        '1u 12345',
        {
          category: CAPACITORS,
          value: farads(1e-6, '1u'),
          unread: ['12345'],
          notes: [guessed(CAPACITORS), { kind: 'noSizeCode', text: '12345' }],
        },
      ],
      ['0402', { size: eitherSize('0402'), notes: [ambiguous('0402')] }],
      [
        '1u 0805 1206',
        {
          category: SMD,
          value: farads(1e-6, '1u'),
          size: size('0805', '2012', '0805'),
          notes: [guessed(SMD), conflict('size', '0805', '1206')],
        },
      ],
    ])('%s', expectReading);
  });

  describe('tolerances', () => {
    const cap = (text: string, tolerance: object, more: Expected = {}): Case => [
      `100nF ${text}`,
      { category: CAPACITORS, value: farads(1e-7, '100nF'), tolerance, ...more } as Expected,
    ];
    it.each<Case>([
      cap('10%', { text: '10%', percent: 10 }),
      cap('±10%', { text: '±10%', percent: 10 }),
      cap('+/-5%', { text: '+/-5%', percent: 5 }),
      cap('+/- 5%', { text: '+/- 5%', percent: 5 }),
      cap('± 10%', { text: '± 10%', percent: 10 }),
      cap('+-10%', { text: '+-10%', percent: 10 }),
      cap('10 %', { text: '10 %', percent: 10 }),
      cap('0.5%', { text: '0.5%', percent: 0.5 }),
      cap('+80/-20%', { text: '+80/-20%', percent: 80 }),
      cap('+80-20%', { text: '+80-20%', percent: 80 }),
      cap('-20/+80%', { text: '-20/+80%', percent: 80 }),
      cap('+80%/-20%', { text: '+80%/-20%', percent: 80 }),
      cap('±0.05pF', { text: '±0.05pF', absolute: 5e-14 }),
      cap('±0.1pF', { text: '±0.1pF', absolute: 1e-13 }),
      cap('+/-0.5pF', { text: '+/-0.5pF', absolute: 5e-13 }),
      cap('W', { text: 'W', letter: 'W', absolute: 5e-14 }),
      cap('B', { text: 'B', letter: 'B', absolute: 1e-13 }),
      cap('C', { text: 'C', letter: 'C', absolute: 2.5e-13 }),
      cap('D', { text: 'D', letter: 'D', absolute: 5e-13 }),
      cap('F', { text: 'F', letter: 'F', percent: 1 }),
      cap('G', { text: 'G', letter: 'G', percent: 2 }),
      cap('J', { text: 'J', letter: 'J', percent: 5 }),
      cap('K', { text: 'K', letter: 'K', percent: 10 }),
      cap('M', { text: 'M', letter: 'M', percent: 20 }),
      cap('Z', { text: 'Z', letter: 'Z', percent: 80 }),
      cap('K 10%', { text: 'K', letter: 'K', percent: 10 }),
      cap('K 5%', { text: 'K', letter: 'K', percent: 10 }, { notes: [conflict('tolerance', 'K', '5%')] }),
      // S, H and N are inductor letters; a lower-case letter is no code.
      ['100nF S', { category: CAPACITORS, value: farads(1e-7, '100nF'), unread: ['S'] }],
      ['100nF k', { category: CAPACITORS, value: farads(1e-7, '100nF'), unread: ['k'] }],
      ['100nF 150%', { category: CAPACITORS, value: farads(1e-7, '100nF'), unread: ['150%'] }],
      ['100nF 0%', { category: CAPACITORS, value: farads(1e-7, '100nF'), unread: ['0%'] }],
      // A letter with no part to read it by is not guessed.
      ['K', { unread: ['K'] }],
    ])('%s', expectReading);
  });

  describe('voltages', () => {
    const cap = (text: string, value: number, voltageClass?: 'AC' | 'DC', written: string = text): Case => [
      `1nF ${text}`,
      { category: CAPACITORS, value: farads(1e-9, '1nF'), ratedVoltage: volts(value, written, voltageClass) },
    ];
    it.each<Case>([
      cap('16V', 16),
      cap('16v', 16),
      cap('16 V', 16),
      cap('16VDC', 16, 'DC'),
      cap('16Vdc', 16, 'DC'),
      cap('16 VDC', 16, 'DC'),
      cap('250Vac', 250, 'AC'),
      cap('250VAC', 250, 'AC'),
      cap('250 Vac', 250, 'AC'),
      cap('300Vrms', 300, 'AC'),
      cap('6V3', 6.3),
      cap('2V5', 2.5),
      cap('6.3V', 6.3),
      cap('1kV', 1000),
      cap('1KV', 1000),
      cap('1.5kV', 1500),
      cap('2kVdc', 2000, 'DC'),
      cap('40kVdc', 40000, 'DC'),
      cap('50WV', 50, 'DC'),
      cap('50WVDC', 50, 'DC'),
      cap('DC50V', 50, 'DC'),
      cap('AC250V', 250, 'AC'),
      cap('630V', 630),
      ['1nF 0V', { category: CAPACITORS, value: farads(1e-9, '1nF'), unread: ['0V'] }],
      ['1nF 16mV', { category: CAPACITORS, value: farads(1e-9, '1nF'), unread: ['16mV'] }],
      // A bare number in free text is no voltage (only the TI names' voltage field is).
      ['1nF 16', { category: CAPACITORS, value: farads(1e-9, '1nF'), unread: ['16'] }],
      ['1nF 50V 50Vdc', { category: CAPACITORS, value: farads(1e-9, '1nF'), ratedVoltage: volts(50, '50V') }],
      [
        '1nF 16V 25V',
        {
          category: CAPACITORS,
          value: farads(1e-9, '1nF'),
          ratedVoltage: volts(16, '16V'),
          notes: [conflict('ratedVoltage', '16V', '25V')],
        },
      ],
      [
        '1nF 250Vac 250Vdc',
        {
          category: CAPACITORS,
          value: farads(1e-9, '1nF'),
          ratedVoltage: volts(250, '250Vac', 'AC'),
          notes: [conflict('ratedVoltage', '250Vac', '250Vdc')],
        },
      ],
    ])('%s', expectReading);
  });

  describe('category', () => {
    it.each<Case>([
      ['100n SMD', { category: SMD, value: farads(1e-7, '100n'), notes: [guessed(SMD)] }],
      ['chip 100n', { category: SMD, value: farads(1e-7, '100n'), notes: [guessed(SMD)] }],
      ['MLCC 1u', { category: SMD, value: farads(1e-6, '1u') }],
      ['chip capacitor 1u', { category: SMD, value: farads(1e-6, '1u') }],
      ['multilayer ceramic capacitor 1u', { category: SMD, value: farads(1e-6, '1u') }],
      ['100n radial', { category: LEAD, value: farads(1e-7, '100n') }],
      ['100n disc', { category: LEAD, value: farads(1e-7, '100n') }],
      ['100n leaded', { category: LEAD, value: farads(1e-7, '100n') }],
      ['100n THT', { category: LEAD, value: farads(1e-7, '100n') }],
      ['100n through-hole', { category: LEAD, value: farads(1e-7, '100n') }],
      ['100n through hole', { category: LEAD, value: farads(1e-7, '100n') }],
      ['SMD', {}],
      ['Metric', {}],
      ['X7R', { category: CAPACITORS, temperatureCharacteristic: { code: 'X7R', text: 'X7R' } }],
      [
        '100n 0402 radial',
        {
          category: SMD,
          value: farads(1e-7, '100n'),
          size: eitherSize('0402'),
          notes: [conflict('category', '0402', 'radial'), ambiguous('0402')],
        },
      ],
      [
        '10uH 100nF',
        {
          category: INDUCTORS,
          value: henries(1e-5, '10uH'),
          notes: [conflict('category', '10uH', '100nF'), conflict('value', '10uH', '100nF')],
        },
      ],
      [
        '4.7uH radial',
        {
          category: INDUCTORS,
          value: henries(4.7e-6, '4.7uH'),
          notes: [conflict('category', '4.7uH', 'radial')],
          // The catalogue has no inductor with leads: said, so that no chip is proposed for it.
          leadedInductor: { text: 'radial' },
        },
      ],
      // A voltage only implies a capacitor: the unit of the value says inductor, and no conflict is made of it.
      ['4.7uH 50V', { category: INDUCTORS, value: henries(4.7e-6, '4.7uH'), ratedVoltage: volts(50, '50V') }],
      // The first word that says what the part is decides; the other is said as a conflict.
      [
        'capacitor 10uH',
        { category: CAPACITORS, value: henries(1e-5, '10uH'), notes: [conflict('category', 'capacitor', '10uH')] },
      ],
    ])('%s', expectReading);
  });

  describe('lead spacing', () => {
    const lead = (text: string, value: number, written: string, more: Expected = {}): Case => [
      `1nF ${text}`,
      { category: LEAD, value: farads(1e-9, '1nF'), leadSpacing: { value, text: written }, ...more },
    ];
    it.each<Case>([
      lead('5mm pitch', 0.005, '5mm pitch'),
      lead('pitch 5mm', 0.005, 'pitch 5mm'),
      lead('P5', 0.005, 'P5'),
      lead('P2.5', 0.0025, 'P2.5'),
      lead('P5mm', 0.005, 'P5mm'),
      lead('LS 7.5mm', 0.0075, 'LS 7.5mm'),
      lead('LS=7.5mm', 0.0075, 'LS=7.5mm'),
      lead('LS7.5', 0.0075, 'LS7.5'),
      lead('LS 10', 0.01, 'LS 10'),
      lead('lead spacing 12.5mm', 0.0125, 'lead spacing 12.5mm'),
      lead('15mm LS', 0.015, '15mm LS'),
      lead('P5 P7.5', 0.005, 'P5', { notes: [conflict('leadSpacing', 'P5', 'P7.5')] }),
      // A length with nothing saying it is the lead spacing (a body diameter?) is not taken for one.
      ['1nF 5mm', { category: CAPACITORS, value: farads(1e-9, '1nF'), unread: ['5mm'] }],
      [
        '10nF 250Vac radial P7.5',
        {
          category: LEAD,
          value: farads(1e-8, '10nF'),
          ratedVoltage: volts(250, '250Vac', 'AC'),
          leadSpacing: { value: 0.0075, text: 'P7.5' },
        },
      ],
    ])('%s', expectReading);
  });

  describe('SMD types and mounting', () => {
    it.each<Case>([
      ['100nF array', { category: SMD, value: farads(1e-7, '100nF'), smdType: 'Array type' }],
      ['100nF 3-terminal', { category: SMD, value: farads(1e-7, '100nF'), smdType: '3-Terminal Capacitors' }],
      ['100nF 3 terminal', { category: SMD, value: farads(1e-7, '100nF'), smdType: '3-Terminal Capacitors' }],
      ['feedthrough 1u', { category: SMD, value: farads(1e-6, '1u'), smdType: '3-Terminal Capacitors' }],
      ['feed-through 1u', { category: SMD, value: farads(1e-6, '1u'), smdType: '3-Terminal Capacitors' }],
      ['LW reversed 100n', { category: SMD, value: farads(1e-7, '100n'), smdType: 'LW reversed' }],
      ['reverse geometry 100n', { category: SMD, value: farads(1e-7, '100n'), smdType: 'LW reversed' }],
      ['metal terminal 10u', { category: SMD, value: farads(1e-5, '10u'), smdType: 'Metal terminal' }],
      ['conductive adhesive 100n', { category: SMD, value: farads(1e-7, '100n'), mounting: 'conductive adhesive' }],
      [
        '100nF array 3-terminal',
        {
          category: SMD,
          value: farads(1e-7, '100nF'),
          smdType: 'Array type',
          notes: [conflict('smdType', 'Array type', '3-terminal')],
        },
      ],
    ])('%s', expectReading);
  });

  describe('Japanese, Chinese and full-width', () => {
    it.each<Case>([
      [
        '積層セラミックコンデンサ 100nF 16V',
        { category: SMD, value: farads(1e-7, '100nF'), ratedVoltage: volts(16, '16V') },
      ],
      ['セラミックコンデンサ 1uF', { category: CAPACITORS, value: farads(1e-6, '1uF') }],
      ['コンデンサ 10u', { category: CAPACITORS, value: farads(1e-5, '10u') }],
      ['チップコンデンサ 0.1u', { category: SMD, value: farads(1e-7, '0.1u') }],
      ['インダクタ 10u', { category: INDUCTORS, value: henries(1e-5, '10u') }],
      ['コイル 4.7u', { category: INDUCTORS, value: henries(4.7e-6, '4.7u') }],
      [
        'パワーインダクタ 22uH 2A',
        { category: INDUCTORS, value: henries(2.2e-5, '22uH'), ratedCurrent: { value: 2, text: '2A' } },
      ],
      ['电容 100n', { category: CAPACITORS, value: farads(1e-7, '100n') }],
      [
        '贴片电容 100nF 0402',
        { category: SMD, value: farads(1e-7, '100nF'), size: eitherSize('0402'), notes: [ambiguous('0402')] },
      ],
      ['陶瓷电容 1uF 50V', { category: CAPACITORS, value: farads(1e-6, '1uF'), ratedVoltage: volts(50, '50V') }],
      ['电感 10u', { category: INDUCTORS, value: henries(1e-5, '10u') }],
      [
        '功率电感 4.7uH 3A',
        { category: INDUCTORS, value: henries(4.7e-6, '4.7uH'), ratedCurrent: { value: 3, text: '3A' } },
      ],
      ['贴片陶瓷电容100nF', { category: SMD, value: farads(1e-7, '100nF') }],
      ['电容100n16V', { category: CAPACITORS, unread: ['100n16V'] }],
      ['100纳法 16伏', { category: CAPACITORS, value: farads(1e-7, '100纳法'), ratedVoltage: volts(16, '16伏') }],
      ['100微法', { category: CAPACITORS, value: farads(1e-4, '100微法') }],
      ['10皮法', { category: CAPACITORS, value: farads(1e-11, '10皮法') }],
      [
        '4.7微亨 2安',
        { category: INDUCTORS, value: henries(4.7e-6, '4.7微亨'), ratedCurrent: { value: 2, text: '2安' } },
      ],
      [
        '10纳亨 500毫安',
        { category: INDUCTORS, value: henries(1e-8, '10纳亨'), ratedCurrent: { value: 0.5, text: '500毫安' } },
      ],
      ['100ナノファラド', { category: CAPACITORS, value: farads(1e-7, '100ナノファラド') }],
      [
        '1マイクロファラド 50ボルト',
        { category: CAPACITORS, value: farads(1e-6, '1マイクロファラド'), ratedVoltage: volts(50, '50ボルト') },
      ],
      ['10ピコファラド', { category: CAPACITORS, value: farads(1e-11, '10ピコファラド') }],
      ['１００ｎＦ　１６Ｖ', { category: CAPACITORS, value: farads(1e-7, '100nF'), ratedVoltage: volts(16, '16V') }],
      ['１０μＨ', { category: INDUCTORS, value: henries(1e-5, '10μH') }],
      [
        'コンデンサ　１µＦ　Ｘ７Ｒ　０６０３',
        {
          category: SMD,
          value: farads(1e-6, '1μF'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          size: eitherSize('0603'),
          notes: [ambiguous('0603')],
        },
      ],
      ['电容器未知 1u', { category: CAPACITORS, value: farads(1e-6, '1u'), unread: ['未知'] }],
      ['伏', { unread: ['伏'] }],
    ])('%s', expectReading);
  });

  describe('conflicts', () => {
    it.each<Case>([
      [
        '100n 1u',
        {
          category: CAPACITORS,
          value: farads(1e-7, '100n'),
          notes: [guessed(CAPACITORS), conflict('value', '100n', '1u')],
        },
      ],
      ['100n 100n', { category: CAPACITORS, value: farads(1e-7, '100n'), notes: [guessed(CAPACITORS)] }],
      [
        '1u X7R X5R',
        {
          category: CAPACITORS,
          value: farads(1e-6, '1u'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          notes: [conflict('temperatureCharacteristic', 'X7R', 'X5R')],
        },
      ],
      [
        '1u NP0 C0G',
        { category: CAPACITORS, value: farads(1e-6, '1u'), temperatureCharacteristic: { code: 'C0G', text: 'NP0' } },
      ],
      [
        '10uH 2A 3A',
        {
          category: INDUCTORS,
          value: henries(1e-5, '10uH'),
          ratedCurrent: { value: 2, text: '2A' },
          notes: [conflict('ratedCurrent', '2A', '3A')],
        },
      ],
      ['10uH 2A 2000mA', { category: INDUCTORS, value: henries(1e-5, '10uH'), ratedCurrent: { value: 2, text: '2A' } }],
      [
        '1u 10% 20%',
        {
          category: CAPACITORS,
          value: farads(1e-6, '1u'),
          tolerance: { text: '10%', percent: 10 },
          notes: [guessed(CAPACITORS), conflict('tolerance', '10%', '20%')],
        },
      ],
      ['1u 0.1uF', { category: CAPACITORS, value: farads(1e-6, '1u'), notes: [conflict('value', '1u', '0.1uF')] }],
    ])('%s', expectReading);
  });

  describe('words not understood, and bad input', () => {
    it.each<Case>([
      ['', {}],
      ['   ', {}],
      [',;/()', {}],
      ['foo', { unread: ['foo'] }],
      ['100nF foo', { category: CAPACITORS, value: farads(1e-7, '100nF'), unread: ['foo'] }],
      [
        '100nF 0402 X7R 16V AEC-Q200',
        {
          category: SMD,
          value: farads(1e-7, '100nF'),
          size: eitherSize('0402'),
          temperatureCharacteristic: { code: 'X7R', text: 'X7R' },
          ratedVoltage: volts(16, '16V'),
          unread: ['AEC-Q200'],
          notes: [ambiguous('0402')],
        },
      ],
      ['DNP', { notFitted: { text: 'DNP' } }],
      // A size code is never a number of a unit written apart: 0402 A is not 402 amperes.
      [
        '0.5pF 0402 A',
        {
          category: SMD,
          value: farads(5e-13, '0.5pF'),
          size: eitherSize('0402'),
          unread: ['A'],
          notes: [ambiguous('0402')],
        },
      ],
      // A designator is set aside, and its letter says the part: nothing was guessed.
      ['C12 100n', { category: CAPACITORS, value: farads(1e-7, '100n'), setAside: ['C12'] }],
      [
        'foo DNP C12 AEC-Q200',
        { category: CAPACITORS, unread: ['foo', 'AEC-Q200'], setAside: ['C12'], notFitted: { text: 'DNP' } },
      ],
      ['???', { unread: ['???'] }],
      ['0F', { unread: ['0F'] }],
      ['0nF', { unread: ['0nF'] }],
      ['-100nF', { unread: ['-100nF'] }],
      ['1e99F', { unread: ['1e99F'] }],
      ['1e-7F', { unread: ['1e-7F'] }],
      ['100000000000000000000000000000000nF', { unread: ['100000000000000000000000000000000nF'] }],
      // 1 F is far beyond any ceramic capacitor: a typo, not a value to search for.
      ['1F', { unread: ['1F'] }],
      ['NaN Infinity', { unread: ['NaN', 'Infinity'] }],
      ['1MF', { unread: ['1MF'] }],
      ['100m', { unread: ['100m'] }],
      // A resistance is no capacitor's value: out of scope, unless the line says capacitor (then not understood).
      ['10k', { outOfScope: { kind: 'resistor', text: '10k' } }],
      ['100nF 125°C', { category: CAPACITORS, value: farads(1e-7, '100nF'), unread: ['125°C'] }],
      ['L', { unread: ['L'] }],
    ])('%j', expectReading);

    it('keeps the text as given, before NFKC, in text', () => {
      expect(readPartDescription('１００ｎＦ', 'C_0402_1005Metric').text).toBe('１００ｎＦ C_0402_1005Metric');
    });

    it('reads 100n as exactly 1e-7, not 100 * 1e-9', () => {
      expect(readPartDescription('100n').value?.value).toBe(1e-7);
      expect(100 * 1e-9).not.toBe(1e-7);
    });
  });
});
