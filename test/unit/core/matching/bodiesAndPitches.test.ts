import { readPartDescription } from '../../../../src/core';
import { readDimensions, sizeOfBody } from '../../../../src/core/matching/bodySizes';
import { familyBody } from '../../../../src/core/matching/inductorFamilies';
import { leadSpaceClass } from '../../../../src/core/matching/ratingWords';

// Packages and footprints PartSpec reads as a size: the power-inductor families of the makers' datasheets,
// KiCad's makers' footprints, dimension texts, and lead pitches in mm, mils and inches.

describe('power-inductor families: their body, from the datasheets', () => {
  test.each([
    ['XAL6060-472MEB', 'Coilcraft XAL6060', 6.56, 6.36],
    ['XEL4030', 'Coilcraft XEL4030', 4.3, 4.3],
    ['XFL4020-102MEC', 'Coilcraft XFL4020', 4.3, 4.3],
    ['SLC7530', 'Coilcraft SLC7530', 7.5, 6.7],
    ['MAPI-3015', 'Würth WE-MAPI3015', 3, 3],
    ['WE-LHMI 4020', 'Würth WE-LHMI4020', 4, 4],
    ['XHMI6060', 'Würth WE-XHMI6060', 6, 6],
    ['PD-1050', 'Würth WE-PD1050', 10, 10],
    ['SRP7028A-2R2M', 'Bourns SRP7028', 7.3, 6.6],
    ['SRN6045TA', 'Bourns SRN6045', 6, 6],
    ['SRR1260', 'Bourns SRR1260', 12.5, 12.5],
    ['SPM4012T-3R3M', 'TDK SPM4012', 4.4, 4.1],
    ['VLS6045EX', 'TDK VLS6045', 6, 6],
    ['TFM252012ALMA', 'TDK TFM252012', 2.5, 2],
    ['CLF7045T', 'TDK CLF7045', 7.3, 7],
    ['DFE201610E', 'Murata DFE201610', 2, 1.6],
    ['LQH3NPN100MJ', 'Murata LQH3N', 3, 3],
    ['IHLP-2525CZ-01', 'Vishay IHLP2525', 6.47, 6.86],
    ['CDRH5D28', 'Sumida CDRH5D28', 5.7, 5.7],
    ['CDR7D28MN', 'Sumida CDR7D28', 7.6, 7.6],
  ])('%s: %s, %s x %s mm', (word, family, length, width) => {
    expect(familyBody(word)).toMatchObject({ family, body: { length, width } });
  });

  test('a member the table does not have, or no family at all: nothing', () => {
    expect(familyBody('XAL9999')).toBeUndefined();
    expect(familyBody('GRM188R71H104KA93D')).toBeUndefined();
    expect(familyBody('SPM')).toBeUndefined();
  });
});

describe('a body to the catalogue’s size', () => {
  test.each([
    [{ length: 5, width: 5 }, '5050', true],
    [{ length: 3.2, width: 2.5 }, '3225', true],
    [{ length: 2.5, width: 3.2 }, '3225', true],
    [{ length: 2, width: 1.25 }, '2012', true],
    [{ length: 6.3, width: 6 }, '6060', true],
    // A maker's 4.4 x 4.1 mm body is the 4040 class, not the 4040 body: read, to be checked.
    [{ length: 4.4, width: 4.1 }, '4040', false],
    [{ length: 6.56, width: 6.36 }, '6060', false],
  ])('%j is %s (exact %s)', (body, metric, exact) => {
    expect(sizeOfBody(body)).toMatchObject({ size: { metric }, exact });
  });

  test('a body of no size of the catalogue: none', () => {
    expect(sizeOfBody({ length: 12, width: 12 })).toBeUndefined();
    expect(sizeOfBody({ length: 7.3, width: 6.6 })).toBeUndefined();
    expect(sizeOfBody({ length: 6.61, width: 6.61 })).toBeUndefined();
  });

  test('dimension texts: two or three figures, x * or ×, mm or none; a pin header’s count is none', () => {
    expect(readDimensions('5.0x5.0x3mm')).toEqual({ length: 5, width: 5, height: 3 });
    expect(readDimensions('5.0*5.0*3mm')).toEqual({ length: 5, width: 5, height: 3 });
    expect(readDimensions('6*6')).toEqual({ length: 6, width: 6 });
    expect(readDimensions('3,2×2,5mm')).toEqual({ length: 3.2, width: 2.5 });
    expect(readDimensions('01x02')).toBeUndefined();
    expect(readDimensions('0x5')).toBeUndefined();
    expect(readDimensions('500x500')).toBeUndefined();
    expect(readDimensions('5x')).toBeUndefined();
  });
});

describe('lines with a body', () => {
  test('a KiCad footprint of a maker’s inductor: its body’s size, its height, an inductor; the class to be checked', () => {
    const line = readPartDescription('10uH', 'L_Coilcraft_XAL6060-XXX');
    expect(line.category).toBe('inductors');
    expect(line.size).toEqual({ metric: '6060', text: 'L_Coilcraft_XAL6060-XXX', source: 'footprint' });
    expect(line.height).toEqual({ value: 0.0061, text: 'L_Coilcraft_XAL6060-XXX' });
    expect(line.notes).toContainEqual(
      expect.objectContaining({ kind: 'bodySize', family: 'Coilcraft XAL6060', metric: '6060', exact: false }),
    );
  });

  test('a body the catalogue has no size of: said, no size read', () => {
    const line = readPartDescription('2u2 SRP7028A');
    expect(line.size).toBeUndefined();
    expect(line.bodyNotInCatalogue).toMatchObject({ text: 'SRP7028A', family: 'Bourns SRP7028' });
    expect(readPartDescription('10uH 12x12').bodyNotInCatalogue).toEqual({
      text: '12x12',
      body: { length: 12, width: 12 },
    });
    expect(readPartDescription('22uH', 'L_12x12mm_H8mm').bodyNotInCatalogue?.body).toEqual({
      length: 12,
      width: 12,
      height: 8,
    });
  });

  test('a dimension text with a value and a current: the size, height and current all read', () => {
    const line = readPartDescription('1.5uH,6A', '5.0*5.0*3mm');
    expect(line).toMatchObject({
      category: 'inductors',
      value: { value: 1.5e-6 },
      ratedCurrent: { value: 6 },
      size: { metric: '5050' },
      height: { value: 0.003 },
      unread: [],
    });
  });

  test('a maker’s footprint of a family PartSpec has no body for: an inductor, the footprint not understood', () => {
    expect(readPartDescription('1uH', 'L_Foo_ABC123')).toMatchObject({
      category: 'inductors',
      unread: ['Foo', 'ABC123'],
    });
    expect(readPartDescription('1uH', 'L_Bourns_XYZ123')).toMatchObject({
      category: 'inductors',
      unread: ['L_Bourns_XYZ123'],
    });
  });
});

describe('lead pitches to the catalogue’s classes', () => {
  test.each([
    [2.54e-3, 2.5e-3],
    [5.08e-3, 5e-3],
    [7.62e-3, 7.5e-3],
    [10.16e-3, 10e-3],
    [12.7e-3, 12.5e-3],
    [15.24e-3, 15e-3],
    // Not a tenth of an inch: as written.
    [5e-3, 5e-3],
    [3.5e-3, 3.5e-3],
    [17.78e-3, 17.78e-3],
    [2.6e-3, 2.6e-3],
  ])('%s m is %s m', (written, spacing) => {
    expect(leadSpaceClass(written)).toBeCloseTo(spacing, 12);
  });

  test.each([
    ['10n Radial, pitch 2,54mm/100mils', 2.5e-3],
    ['1n 0.3in radial', 7.5e-3],
    ['1n radial 200mil', 5e-3],
    ['100p P7.50mm', 7.5e-3],
    ['4n7 radial P5 Y5P 250Vac', 5e-3],
  ])('%s: %s m', (text, spacing) => {
    const line = readPartDescription(text);
    expect(line.leadSpacing?.value).toBeCloseTo(spacing, 12);
    expect(line.category).toBe('ceramicCapacitorsLead');
    // 2,54mm and 100mils say the same spacing: no conflict.
    expect(line.notes.filter((note) => note.kind === 'conflict')).toEqual([]);
  });

  test('a KiCad footprint’s pitch in mm of the inch grid is its class', () => {
    expect(readPartDescription('1n', 'C_Disc_D5.0mm_W2.5mm_P5.08mm').leadSpacing?.value).toBe(5e-3);
  });
});

describe('a body is a size of its kind of part', () => {
  test('a 5.48 x 5.28 mm inductor is the 5050 class, not the 2220 (5750) capacitor size it is nearer', () => {
    expect(sizeOfBody({ length: 5.48, width: 5.28 }, 'inductor')).toEqual({ size: { metric: '5050' }, exact: false });
    expect(sizeOfBody({ length: 5.48, width: 5.28 }, 'capacitor')).toMatchObject({
      size: { metric: '5750' },
      exact: true,
    });
    expect(readPartDescription('22uH', 'L_Coilcraft_XAL5050-XXX').size?.metric).toBe('5050');
  });

  test('a body within two sizes’ tolerances is the nearer one', () => {
    // 2.0 x 1.45: within 0.2 of 2012 (1.25) and of 2016 (1.6); 2016 is nearer.
    expect(sizeOfBody({ length: 2, width: 1.45 }, 'inductor')?.size.metric).toBe('2016');
    expect(sizeOfBody({ length: 2, width: 1.4 }, 'inductor')?.size.metric).toBe('2012');
  });
});
