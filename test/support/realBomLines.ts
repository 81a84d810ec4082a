/**
 * BOM lines of the kinds real BOMs hold, written from products of the reference dataset (the values are the
 * dataset's; the line styles are written for these tests): designator-prefixed lines, lines marked DNP, power
 * inductors by a maker's KiCad footprint (of a body the catalogue has, or not), other makers' part numbers
 * encoding a product's values, each with what it states for meetsStated.
 */
import type { DatasetProduct } from '../../src/service/dataset';
import { type BomLine, seededRandom, widthOf, type StatedRequirements } from './bomDescriptions';

type Specs = Record<string, unknown>;
const specsOf = (product: DatasetProduct): Specs => (product.record as unknown as { Specs: Specs }).Specs;

/** A line with its designators before it (`C12 100n 16V`, `L3: 4.7uH/2A`): the same requirements. */
export function designated(lines: readonly BomLine[]): BomLine[] {
  return lines.map((line, index) => ({
    ...line,
    text: `${line.stated.category === 'inductors' ? `L${index + 1}:` : `C${index + 1}`} ${line.text}`,
  }));
}

/** The same lines marked not fitted, in one of the ways BOMs mark it. */
export function notFitted(lines: readonly BomLine[]): BomLine[] {
  const marks = ['DNP', 'DNF', 'do not populate', 'NC', 'nicht bestückt', '未実装'];
  return lines.map((line, index) => ({ ...line, text: `${line.text} ${marks[index % marks.length]}` }));
}

/**
 * Power inductors by a maker's KiCad footprint: for each catalogue body, a footprint of that body (read to
 * it, no taller than stated), and, every third line, one of a body the catalogue has not (`catalogueSize` false).
 */
const FOOTPRINTS: Readonly<Record<string, { footprint: string; height: number }>> = {
  '3030': { footprint: 'L_Wuerth_MAPI-3020', height: 2.0e-3 },
  '4040': { footprint: 'L_Coilcraft_XAL4030-XXX', height: 3.1e-3 },
  '5050': { footprint: 'L_Coilcraft_XAL5050-XXX', height: 5.1e-3 },
  '6060': { footprint: 'L_Coilcraft_XAL6060-XXX', height: 6.1e-3 },
  '8080': { footprint: 'L_8.0x8.0_H5.5mm', height: 5.5e-3 },
};
const NOT_IN_CATALOGUE = ['L_Bourns_SRP7028A', 'L_Coilcraft_XAL1010-XXX', 'L_12x12mm_H8mm', 'L_Bourns_SRR1260'];

export interface FootprintLine extends BomLine {
  readonly catalogueSize: boolean;
  readonly maxHeight?: number;
}

export function inductorFootprintLines(products: readonly DatasetProduct[], count: number, seed = 5): FootprintLine[] {
  const random = seededRandom(seed);
  const power = products.filter(
    (product) => product.category === 'inductors' && Object.hasOwn(FOOTPRINTS, String(specsOf(product).SizecodeMm)),
  );
  const lines: FootprintLine[] = [];
  for (let index = 0; index < count; index += 1) {
    const product = power[Math.floor(random() * power.length)];
    const specs = specsOf(product);
    const value = Number(specs.Inductance);
    const text = `${Number((value * 1e6).toPrecision(6))}uH`;
    const stated: StatedRequirements = { category: 'inductors', value, metric: String(specs.SizecodeMm) };
    if (index % 3 === 2) {
      const footprint = NOT_IN_CATALOGUE[index % NOT_IN_CATALOGUE.length];
      lines.push({ style: 'footprint', text, footprint, stated, from: product.record.Partno, catalogueSize: false });
    } else {
      const { footprint, height } = FOOTPRINTS[String(specs.SizecodeMm)];
      lines.push({
        style: 'footprint',
        text,
        footprint,
        stated,
        from: product.record.Partno,
        catalogueSize: true,
        maxHeight: height,
      });
    }
  }
  return lines;
}

const GRM_SIZES: Readonly<Record<string, string>> = {
  '0201': '03',
  '0402': '15',
  '0603': '18',
  '0805': '21',
  '1206': '31',
  '1210': '32',
};
const GRM_CHARACTERISTICS: Readonly<Record<string, string>> = { C0G: '5C', X5R: 'R6', X7R: 'R7' };
const IEC_VOLTAGES: Readonly<Record<number, string>> = {
  4: '0G',
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  50: '1H',
  100: '2A',
};
const CL_SIZES: Readonly<Record<string, string>> = {
  '0201': '03',
  '0402': '05',
  '0603': '10',
  '0805': '21',
  '1206': '31',
  '1210': '32',
};
const CL_CHARACTERISTICS: Readonly<Record<string, string>> = { C0G: 'C', X5R: 'A', X7R: 'B' };
const CL_VOLTAGES: Readonly<Record<number, string>> = {
  4: 'R',
  6.3: 'Q',
  10: 'P',
  16: 'O',
  25: 'A',
  35: 'L',
  50: 'B',
  100: 'C',
};
const YAGEO_VOLTAGES: Readonly<Record<number, string>> = { 6.3: '5', 10: '6', 16: '7', 25: '8', 50: '9', 100: '0' };
const LETTERS: Readonly<Record<string, string>> = {
  '±0.25pF': 'C',
  '±0.5pF': 'D',
  '±1%': 'F',
  '±2%': 'G',
  '±5%': 'J',
  '±10%': 'K',
  '±20%': 'M',
};

/** The EIA code of a capacitance in pF (`104`, `1R0`), or undefined. */
function valueCode(farads: number): string | undefined {
  const picofarads = Number((farads / 1e-12).toPrecision(12));
  if (picofarads < 10)
    return Number.isInteger(picofarads * 10) ? String(picofarads.toFixed(1)).replace('.', 'R') : undefined;
  let mantissa = picofarads;
  let zeros = 0;
  while (mantissa >= 100) {
    mantissa = Number((mantissa / 10).toPrecision(12));
    zeros += 1;
  }
  return Number.isInteger(mantissa) && zeros <= 6 ? `${mantissa}${zeros}` : undefined;
}

/**
 * Lines holding only another maker's part number (Murata GRM, Samsung CL, Yageo CC, TDK C in turn) that encodes
 * the values of an SMD capacitor of the dataset: its size, characteristic, voltage, value and tolerance.
 */
export function makerPartNumberLines(products: readonly DatasetProduct[], count: number, seed = 9): BomLine[] {
  const random = seededRandom(seed);
  const chips = products.filter((product) => {
    const specs = specsOf(product);
    return (
      product.category === 'ceramicCapacitorsSMD' &&
      specs.SmdType === 'Two-terminal' &&
      Object.hasOwn(GRM_SIZES, String(specs.SizecodeInch)) &&
      Object.hasOwn(GRM_CHARACTERISTICS, String(specs.TemperatureCharacteristics)) &&
      Object.hasOwn(YAGEO_VOLTAGES, Number(specs.RatedVoltage)) &&
      Object.hasOwn(LETTERS, String(specs.ToleranceCapacitance)) &&
      specs.RatedVoltageClass === 'DC' &&
      valueCode(Number(specs.Capacitance)) !== undefined
    );
  });
  const lines: BomLine[] = [];
  for (let index = 0; lines.length < count && index < count * 10; index += 1) {
    const product = chips[Math.floor(random() * chips.length)];
    const specs = specsOf(product);
    const inch = String(specs.SizecodeInch);
    const characteristic = String(specs.TemperatureCharacteristics);
    const voltage = Number(specs.RatedVoltage);
    const value = Number(specs.Capacitance);
    const code = valueCode(value) as string;
    const letter = LETTERS[String(specs.ToleranceCapacitance)];
    const metric = String(specs.SizecodeMm);
    const partnos = [
      `GRM${GRM_SIZES[inch]}8${GRM_CHARACTERISTICS[characteristic]}${IEC_VOLTAGES[voltage]}${code}${letter}A01D`,
      `CL${CL_SIZES[inch]}${CL_CHARACTERISTICS[characteristic]}${code}${letter}${CL_VOLTAGES[voltage]}NNNNC`,
      `CC${inch}${letter}R${characteristic === 'C0G' ? 'NPO' : characteristic}${YAGEO_VOLTAGES[voltage]}BB${code}`,
      `C${metric}${characteristic}${IEC_VOLTAGES[voltage]}${code}${letter}080AA`,
    ];
    const text = partnos[lines.length % partnos.length];
    lines.push({
      style: 'code',
      text,
      from: product.record.Partno,
      stated: {
        category: 'ceramicCapacitorsSMD',
        value,
        inch,
        characteristic,
        voltage,
        voltageClass: 'DC',
        toleranceWidth: widthOf(String(specs.ToleranceCapacitance), value),
      },
    });
  }
  return lines;
}
