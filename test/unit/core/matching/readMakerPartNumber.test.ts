import { readMakerPartNumber, readPartDescription } from '../../../../src/core';
import { makerStated } from '../../../../src/core/matching/makerStatements';

// Other makers' part numbers, decoded by their public schemes: the part numbers below are written for these
// tests after those schemes, each stating a size, characteristic, voltage, value and tolerance.

describe('readMakerPartNumber: MLCCs', () => {
  test.each([
    ['CL21B105KBFNNNE', 'Samsung', '0805', 'X7R', 50, 1e-6, 'K'],
    ['CL10A106MQ8NNNC', 'Samsung', '0603', 'X5R', 6.3, 1e-5, 'M'],
    ['CL05C100JB5NNNC', 'Samsung', '0402', 'C0G', 50, 1e-11, 'J'],
    ['CC0402KRX7R9BB102', 'Yageo', '0402', 'X7R', 50, 1e-9, 'K'],
    ['CC0603JRNPO9BN101', 'Yageo', '0603', 'C0G', 50, 1e-10, 'J'],
    ['AC0805KRX7R7BB104', 'Yageo', '0805', 'X7R', 16, 1e-7, 'K'],
    ['GRM188R71H104KA93D', 'Murata', '0603', 'X7R', 50, 1e-7, 'K'],
    ['GCM155R71C103KA55D', 'Murata', '0402', 'X7R', 16, 1e-8, 'K'],
    ['GRM1555C1H101JA01D', 'Murata', '0402', 'C0G', 50, 1e-10, 'J'],
    ['GRM21BR61A106KE19L', 'Murata', '0805', 'X5R', 10, 1e-5, 'K'],
    ['C1608X7R1H104K080AA', 'TDK', '0603', 'X7R', 50, 1e-7, 'K'],
    ['C2012X5R1A106K125AB', 'TDK', '0805', 'X5R', 10, 1e-5, 'K'],
    ['CGA3E2X7R1H104K080AA', 'TDK', '0603', 'X7R', 50, 1e-7, 'K'],
    ['C0805C104K5RACTU', 'KEMET', '0805', 'X7R', 50, 1e-7, 'K'],
    ['C0603C102J3GACTU', 'KEMET', '0603', 'C0G', 25, 1e-9, 'J'],
    ['0805YC104KAT2A', 'KYOCERA AVX', '0805', 'X7R', 16, 1e-7, 'K'],
    ['06035A101JAT2A', 'KYOCERA AVX', '0603', 'C0G', 50, 1e-10, 'J'],
    ['UMK107B7104KA-T', 'Taiyo Yuden', '0603', 'X7R', 50, 1e-7, 'K'],
    ['JMK212BJ106KG-T', 'Taiyo Yuden', '0805', 'X5R', 6.3, 1e-5, 'K'],
  ])('%s: %s, %s, %s, %s V', (partno, maker, inch, characteristic, voltage, value, letter) => {
    const decoded = readMakerPartNumber(partno);
    expect(decoded).toMatchObject({ maker, part: 'capacitor', characteristic, voltage, toleranceLetter: letter });
    expect(decoded?.size?.inch).toBe(inch);
    expect(decoded?.value).toBeCloseTo(value, 20);
    expect(decoded?.unknown).toEqual([]);
  });

  test('a code not in the tables is listed unknown, never guessed', () => {
    expect(readMakerPartNumber('GRM188Q71H104KA93D')).toMatchObject({
      maker: 'Murata',
      characteristic: undefined,
      unknown: ['characteristic code Q7'],
    });
    expect(readMakerPartNumber('CL21B105KZFNNNE')?.unknown).toEqual(['voltage code Z']);
  });

  test('text that is no such part number: nothing', () => {
    for (const text of ['100nF', 'C_0402_1005Metric', 'GRM', 'OCM188R71H104KA01D', '0805', 'XAL6060-472MEB']) {
      expect(readMakerPartNumber(text)).toBeUndefined();
    }
  });
});

describe('readMakerPartNumber: chip inductors', () => {
  test.each([
    ['LQM18PN2R2MFRL', '1608', 2.2e-6, 'M'],
    ['LQW18AN10NG00D', '1608', 1e-8, 'G'],
    ['LQW15AN3N9C10D', '1005', 3.9e-9, 'C'],
    ['MLP2012S1R0MT0S1', '2012', 1e-6, 'M'],
  ])('%s: %s, %s H, %s', (partno, metric, value, letter) => {
    const decoded = readMakerPartNumber(partno);
    expect(decoded).toMatchObject({ part: 'inductor', size: { metric }, toleranceLetter: letter });
    expect(decoded?.value).toBeCloseTo(value, 20);
  });

  test('LQH and DFE state a body; TDK’s ±15 % (L) is no letter of the catalogue: unknown', () => {
    expect(readMakerPartNumber('LQH32PN4R7NN0L')).toMatchObject({ body: { length: 3.2, width: 2.5 }, value: 4.7e-6 });
    expect(readMakerPartNumber('DFE252012F-1R0M')).toMatchObject({ body: { length: 2.5, width: 2, height: 1.2 } });
    expect(readMakerPartNumber('MLZ1608N2R2LT000')?.unknown).toEqual(['tolerance code L (±15 %)']);
  });
});

describe('a line holding another maker’s part number', () => {
  test('is matched on what it states, and Why names the decoding', () => {
    const line = readPartDescription('1uF CL21B105KBFNNNE');
    expect(line).toMatchObject({
      category: 'ceramicCapacitorsSMD',
      value: { value: 1e-6 },
      size: { inch: '0805', metric: '2012', source: 'footprint' },
      temperatureCharacteristic: { code: 'X7R' },
      ratedVoltage: { value: 50 },
      tolerance: { letter: 'K', percent: 10 },
      unread: [],
    });
    expect(line.notes).toContainEqual({
      kind: 'makerPartNumber',
      text: 'CL21B105KBFNNNE',
      maker: 'Samsung',
      stated: ['0805', 'X7R', '50 V', '1 µF ±10 %'],
    });
  });

  test('a value in the line that differs from the part number’s is a conflict, the first kept', () => {
    const line = readPartDescription('1nF CC0402KRX7R9BB102');
    expect(line.value?.text).toBe('1nF');
    expect(line.notes.filter((note) => note.kind === 'conflict')).toEqual([]);
    expect(readPartDescription('2.2nF CC0402KRX7R9BB102').notes).toContainEqual({
      kind: 'conflict',
      requirement: 'value',
      kept: '2.2nF',
      ignored: 'CC0402KRX7R9BB102',
    });
  });

  test('an unknown code makes the line hold a word not understood', () => {
    expect(readPartDescription('GRM188Q71H104KA93D').unread).toEqual(['GRM188Q71H104KA93D (characteristic code Q7)']);
  });
});

// Every code of each scheme's tables, from the makers' public part-numbering guides: one part number per code,
// the rest of it kept to a part already read above.
describe('readMakerPartNumber: each code of the schemes', () => {
  const decode = (partno: string) => {
    const decoded = readMakerPartNumber(partno);
    expect(decoded?.unknown).toEqual([]);
    return decoded;
  };

  test.each([
    ['03', '0201'],
    ['05', '0402'],
    ['10', '0603'],
    ['21', '0805'],
    ['31', '1206'],
    ['32', '1210'],
    ['43', '1812'],
    ['55', '2220'],
  ])('Samsung size %s: %s', (code, inch) => {
    expect(decode(`CL${code}B105KBFNNNE`)?.size?.inch).toBe(inch);
  });

  test.each([
    ['C', 'C0G'],
    ['A', 'X5R'],
    ['B', 'X7R'],
    ['X', 'X6S'],
    ['Y', 'X7S'],
  ])('Samsung characteristic %s: %s', (code, characteristic) => {
    expect(decode(`CL21${code}105KBFNNNE`)?.characteristic).toBe(characteristic);
  });

  test.each([
    ['R', 4],
    ['Q', 6.3],
    ['P', 10],
    ['O', 16],
    ['A', 25],
    ['L', 35],
    ['B', 50],
    ['C', 100],
    ['D', 200],
    ['E', 250],
    ['G', 500],
    ['H', 630],
    ['I', 1000],
  ])('Samsung voltage %s: %s V', (code, voltage) => {
    expect(decode(`CL21B105K${code}FNNNE`)?.voltage).toBe(voltage);
  });

  test.each([
    ['5', 6.3],
    ['6', 10],
    ['7', 16],
    ['8', 25],
    ['9', 50],
    ['0', 100],
  ])('Yageo voltage %s: %s V', (code, voltage) => {
    expect(decode(`CC0402KRX7R${code}BB102`)?.voltage).toBe(voltage);
  });

  test.each([['X5R'], ['X6S'], ['X7S'], ['X8R'], ['Y5V'], ['NP0']])('Yageo characteristic %s', (code) => {
    expect(decode(`CC0402KR${code}9BB102`)?.characteristic).toBe(code === 'NP0' ? 'C0G' : code);
  });

  test.each([
    ['2B', '0402'],
    ['3E', '0603'],
    ['4J', '0805'],
    ['5L', '1206'],
    ['6P', '1210'],
  ])('TDK CGA size %s: %s', (code, inch) => {
    expect(decode(`CGA${code}2X7R1H104K080AA`)?.size?.inch).toBe(inch);
  });

  test.each([
    ['G', 'C0G'],
    ['R', 'X7R'],
    ['P', 'X5R'],
  ])('KEMET dielectric %s: %s', (code, characteristic) => {
    expect(decode(`C0805C104K5${code}ACTU`)?.characteristic).toBe(characteristic);
  });

  test.each([
    ['9', 6.3],
    ['8', 10],
    ['4', 16],
    ['3', 25],
    ['6', 35],
    ['5', 50],
    ['1', 100],
    ['2', 200],
    ['A', 250],
  ])('KEMET voltage %s: %s V', (code, voltage) => {
    expect(decode(`C0805C104K${code}RACTU`)?.voltage).toBe(voltage);
  });

  test.each([
    ['A', 'C0G'],
    ['C', 'X7R'],
    ['D', 'X5R'],
  ])('KYOCERA AVX dielectric %s: %s', (code, characteristic) => {
    expect(decode(`0805Y${code}104KAT2A`)?.characteristic).toBe(characteristic);
  });

  test.each([
    ['4', 4],
    ['6', 6.3],
    ['Z', 10],
    ['Y', 16],
    ['3', 25],
    ['D', 35],
    ['5', 50],
    ['1', 100],
    ['2', 200],
  ])('KYOCERA AVX voltage %s: %s V', (code, voltage) => {
    expect(decode(`0805${code}C104KAT2A`)?.voltage).toBe(voltage);
  });

  test.each([
    ['063', '0201'],
    ['105', '0402'],
    ['107', '0603'],
    ['212', '0805'],
    ['316', '1206'],
    ['325', '1210'],
    ['432', '1812'],
  ])('Taiyo Yuden size %s: %s', (code, inch) => {
    expect(decode(`UMK${code}B7104KA-T`)?.size?.inch).toBe(inch);
  });

  test.each([
    ['B7', 'X7R'],
    ['BJ', 'X5R'],
    ['C6', 'X6S'],
    ['C7', 'X7S'],
    ['CG', 'C0G'],
  ])('Taiyo Yuden characteristic %s: %s', (code, characteristic) => {
    expect(decode(`UMK107${code}104KA-T`)?.characteristic).toBe(characteristic);
  });

  test.each([
    ['A', 4],
    ['J', 6.3],
    ['L', 10],
    ['E', 16],
    ['T', 25],
    ['G', 35],
    ['U', 50],
    ['H', 100],
    ['Q', 250],
  ])('Taiyo Yuden voltage %s: %s V', (code, voltage) => {
    expect(decode(`${code}MK107B7104KA-T`)?.voltage).toBe(voltage);
  });

  test.each([
    ['2M', 2.0, 1.6],
    ['31', 3.2, 1.6],
    ['32', 3.2, 2.5],
    ['3N', 3.0, 3.0],
    ['43', 4.5, 3.2],
    ['44', 4.0, 4.0],
    ['55', 5.7, 5.0],
    ['5B', 5.0, 5.0],
    ['6P', 6.0, 6.0],
  ])('Murata LQH body %s: %s x %s mm', (code, length, width) => {
    expect(decode(`LQH${code}PN4R7NN0L`)?.body).toEqual({ length, width });
  });
});

describe('readMakerPartNumber: codes not in the tables, and texts that are none', () => {
  test.each([
    ['CL22B105KBFNNNE', 'Samsung', 'size code 22'],
    ['CL21Z105KBFNNNE', 'Samsung', 'characteristic code Z'],
    ['GRM188R71Z104KA93D', 'Murata', 'voltage code 1Z'],
    ['CC0404KRX7R9BB102', 'Yageo', 'size code 0404'],
    ['CC0402KRX7R1BB102', 'Yageo', 'voltage code 1'],
    ['C1609X7R1H104K080AA', 'TDK', 'size code 1609'],
    ['C1608X7R1Z104K080AA', 'TDK', 'voltage code 1Z'],
    ['CGA9Z2X7R1H104K080AA', 'TDK', 'size code 9Z'],
    ['C0805C104K5ZACTU', 'KEMET', 'dielectric code Z'],
    ['C0805C104KZRACTU', 'KEMET', 'voltage code Z'],
    ['0805YG104KAT2A', 'KYOCERA AVX', 'dielectric code G'],
    ['0805XC104KAT2A', 'KYOCERA AVX', 'voltage code X'],
    ['UMK107SD104KA-T', 'Taiyo Yuden', 'characteristic code SD'],
    ['LQM19PN2R2MFRL', 'Murata', 'size code 19'],
    ['MLZ1609N2R2MT000', 'TDK', 'size code 1609'],
  ])('%s: %s, with %s unknown and nothing guessed for it', (partno, maker, unknown) => {
    const decoded = readMakerPartNumber(partno);
    expect(decoded).toMatchObject({ maker, unknown: [unknown] });
    if (unknown.startsWith('size')) expect(decoded?.size).toBeUndefined();
  });

  test.each([
    'CL21B105KBFNNNE',
    'GRM188R71H104KA93D',
    'CC0402KRX7R9BB102',
    'C1608X7R1H104K080AA',
    'CGA3E2X7R1H104K080AA',
    'C0805C104K5RACTU',
    '0805YC104KAT2A',
    'UMK107B7104KA-T',
    'LQM18PN2R2MFRL',
    'LQH32PN4R7NN0L',
    'DFE252012F-1R0M',
    'MLP2012S1R0MT0S1',
  ])('%s behind another character is no part number of its maker', (partno) => {
    expect(readMakerPartNumber(`X${partno}`)).toBeUndefined();
  });

  test('read whatever the case and the spaces around it, quoted as written but for the spaces', () => {
    expect(readMakerPartNumber('  CL21B105KBFNNNE ')).toMatchObject({ partno: 'CL21B105KBFNNNE', maker: 'Samsung' });
    expect(readMakerPartNumber('cl21b105kbfnnne')).toMatchObject({ partno: 'cl21b105kbfnnne', voltage: 50 });
    expect(readMakerPartNumber('UMK107B7104KA-T and more')).toBeUndefined();
  });

  test('a value of nothing is no part number', () => {
    expect(readMakerPartNumber('CL21B000KBFNNNE')).toBeUndefined();
    expect(readMakerPartNumber('LQM18PN000MFRL')).toBeUndefined();
  });

  test('chip inductors: their maker, sizes of no inch code, and nothing unknown', () => {
    expect(readMakerPartNumber('LQM2HPN2R2MFRL')).toMatchObject({ maker: 'Murata', size: { metric: '2016' } });
    expect(readMakerPartNumber('LQM03PN2R2MFRL')).toMatchObject({ size: { inch: '0201', metric: '0603' } });
    expect(readMakerPartNumber('MLP2012S1R0MT0S1')).toMatchObject({ maker: 'TDK', unknown: [] });
    expect(readMakerPartNumber('DFE252012F-1R0M')).toMatchObject({ maker: 'Murata', value: 1e-6, unknown: [] });
    expect(readMakerPartNumber('LQH32PN4R7NN0L')).toMatchObject({ maker: 'Murata', unknown: [] });
  });
});

describe('makerStated: what a part number states, as Why lists it', () => {
  test.each([
    ['CL21B105KBFNNNE', ['0805', 'X7R', '50 V', '1 µF ±10 %']],
    ['LQM18PN2R2MFRL', ['0603', '2.2 µH ±20 %']],
    ['LQH32PN4R7NN0L', ['3.2 × 2.5 mm', '4.7 µH ±30 %']],
    ['DFE252012F-1R0M', ['2.5 × 2 mm', '1 µH ±20 %']],
    ['CL22B105KBFNNNE', ['X7R', '50 V', '1 µF ±10 %']],
    ['0805XC104KAT2A', ['0805', 'X7R', '100 nF ±10 %']],
    ['LQM2HPN2R2MFRL', ['0806', '2.2 µH ±20 %']],
  ])('%s: %j', (partno, stated) => {
    expect(makerStated(partno)).toEqual(stated);
  });

  test('no part number, nothing stated', () => {
    expect(makerStated('100nF')).toEqual([]);
  });
});

describe('a line holding a chip inductor’s part number', () => {
  test('is an inductance of the size, tolerance and maker the part number states', () => {
    const line = readPartDescription('LQM18PN2R2MFRL');
    expect(line).toMatchObject({
      category: 'inductors',
      value: { quantity: 'Inductance', value: 2.2e-6, text: 'LQM18PN2R2MFRL' },
      size: { inch: '0603', metric: '1608', source: 'footprint' },
      tolerance: { letter: 'M', percent: 20 },
      unread: [],
    });
    expect(line.temperatureCharacteristic).toBeUndefined();
    expect(line.ratedVoltage).toBeUndefined();
  });

  test('one stating a body is read by that body', () => {
    const line = readPartDescription('DFE252012F-1R0M');
    expect(line).toMatchObject({ category: 'inductors', value: { value: 1e-6 }, height: { value: 0.0012 } });
  });
});
