import { BRAND, CAPACITANCE_TOLERANCE_CODES } from '../../core/catalog';
import type { TemperatureCharacteristic } from './capacitorCodes';
import { capacitanceTolerances, temperatureCharacteristic } from './capacitorCodes';
import { capacitanceCode, decodeVoltageCode } from './codes';
import { chipModel, maximumPicofarads, minimumPicofarads, thicknessOf } from './mlccModel';
import {
  HIGH_RELIABILITY_CAUTION,
  SOLDER_COMPATIBILITY,
  complianceInfo,
  mediaFileUrls,
  seriesProductFields,
  sharedList,
} from './common';
import type { BasePart, CategoryParts } from './drafts';
import { generateCategory } from './generateCategory';
import type { Decade } from './eSeries';
import { decadeValue, seriesValues } from './eSeries';
import { formatCapacitance, formatTemperature, formatVoltage, roundSignificant, temperatureRange } from './format';
import type { Status } from './lifecycle';
import { drawLifecycle } from './lifecycle';
import { Random } from './Random';
import type { FieldValues } from './record';
import { nestedRecord } from './record';
import { chipPackaging } from './packaging';
import type { SmdSeries } from './smdSeries';
import { SMD_SERIES } from './smdSeries';
import { SMD_SIZES, smdCapacitorPartnoWithoutPackageCode } from './smdNumbering';
import { chipBodySpecs } from './dimensions';

const CATEGORY = 'ceramicCapacitorsSMD';
export const SMD_CAPACITOR_TARGET = 42_000;

/** Arrays split the chip among several capacitors; stacked metal-terminal parts hold two chips. */
const CAPACITY_BY_SMD_TYPE: Readonly<Record<string, number>> = {
  'Array type': 0.25,
  '3-Terminal Capacitors': 0.5,
  'Metal terminal': 2,
};

interface Candidate {
  readonly series: SmdSeries;
  readonly sizeCode: string;
  readonly thicknessCode: string;
  readonly temperatureCode: string;
  readonly voltageCode: string;
  readonly capacitance: Decade;
  readonly toleranceCode: string;
}

/** Class 1 parts below 1 pF come in 0.1 pF steps for RF series, otherwise only as 0.5 pF. */
function capacitanceValues(series: SmdSeries, dielectricClass: 1 | 2, lowest: number, highest: number): Decade[] {
  if (dielectricClass === 2) return seriesValues('E6', lowest, highest);
  const fromOnePicofarad = seriesValues(series.precision ? 'E24' : 'E12', Math.max(1, lowest), highest);
  const belowOnePicofarad = (series.precision ? [20, 30, 40, 50, 60, 70, 80, 90] : [50])
    .map((mantissa) => ({ mantissa, exponent: -2 }))
    .filter((decade) => decadeValue(decade) >= lowest && decadeValue(decade) <= highest);
  return [...belowOnePicofarad, ...fromOnePicofarad];
}

/** Every part the series could physically offer. */
function candidatesOf(series: SmdSeries): Candidate[] {
  const candidates: Candidate[] = [];
  for (const sizeCode of series.sizes) {
    const chip = chipModel(sizeCode);
    const scale = CAPACITY_BY_SMD_TYPE[series.smdType] ?? 1;
    const thicknessCodes = series.thicknesses?.[sizeCode] ?? chip.thicknesses;
    const thickest = thicknessOf(thicknessCodes[thicknessCodes.length - 1] as string);
    for (const temperatureCode of series.temperatures) {
      const characteristic = temperatureCharacteristic(temperatureCode);
      const dielectricClass = characteristic.dielectricClass;
      for (const voltageCode of series.voltages) {
        const volts = decodeVoltageCode(voltageCode) as number;
        if (volts > chip.maximumVolts) continue;
        const highest = Math.min(
          maximumPicofarads(chip, thickest, characteristic, volts, scale),
          series.maximumPicofarads ?? Infinity,
        );
        const lowest = series.minimumPicofarads ?? minimumPicofarads(chip, characteristic, highest);
        for (const capacitance of capacitanceValues(series, dielectricClass, lowest, highest)) {
          const picofarads = decadeValue(capacitance);
          // The thinnest chip that holds the capacitance: that is the one a maker would build.
          const thicknessCode = thicknessCodes.find(
            (code) => picofarads <= maximumPicofarads(chip, thicknessOf(code), characteristic, volts, scale),
          ) as string;
          for (const toleranceCode of capacitanceTolerances(characteristic, picofarads, series.precision === true)) {
            candidates.push({
              series,
              sizeCode,
              thicknessCode,
              temperatureCode,
              voltageCode,
              capacitance,
              toleranceCode,
            });
          }
        }
      }
    }
  }
  return candidates;
}

function mounting(series: SmdSeries, sizeCode: string): readonly string[] {
  if (series.mounting === 'conductiveAdhesive') return sharedList(['Conductive adhesive']);
  // Flow soldering only suits mid-size two-terminal chips; small ones tombstone, large ones crack.
  if (series.mounting === 'reflowOrFlow' && ['18', '21', '31'].includes(sizeCode)) {
    return sharedList(['Reflow soldering', 'Flow soldering']);
  }
  return sharedList(['Reflow soldering']);
}

function cautions(series: SmdSeries, characteristic: TemperatureCharacteristic, sizeCode: string): readonly string[] {
  const list: string[] = [];
  if (!series.aecQ200 && series.code !== 'OCE') list.push(HIGH_RELIABILITY_CAUTION);
  if (characteristic.dielectricClass === 2) {
    list.push(
      'Capacitance of class 2 dielectrics falls with applied DC voltage and with time; check the DC bias characteristics.',
    );
  }
  if (
    series.smdType !== 'Metal terminal' &&
    !series.benefits.includes('Anti-crack while deflecting') &&
    ['31', '32', '43', '55'].includes(sizeCode)
  ) {
    list.push('Board flexure after mounting can crack large chips; keep them away from board edges and screw holes.');
  }
  if (series.mounting === 'conductiveAdhesive')
    list.push('Do not solder: the terminations are made for conductive adhesive.');
  return sharedList(list);
}

const sharedCache = new Map<string, FieldValues>();

/** The product fields that follow from series, status, size and dielectric class: a few hundred combinations. */
function sharedFields(
  series: SmdSeries,
  status: Status,
  sizeCode: string,
  characteristic: TemperatureCharacteristic,
): FieldValues {
  const key = `${series.code}/${status}/${sizeCode}/${characteristic.dielectricClass}`;
  let shared = sharedCache.get(key);
  if (!shared) {
    shared = {
      ...seriesProductFields(series, status),
      Standard: null,
      Mounting: mounting(series, sizeCode),
      Caution: cautions(series, characteristic, sizeCode),
      Brand: BRAND,
      Soldering: sharedList(series.mounting === 'conductiveAdhesive' ? [] : SOLDER_COMPATIBILITY),
    };
    sharedCache.set(key, shared);
  }
  return shared;
}

/** Spec code: a letter for the control plan (A standard, E automotive, M medical) and a design revision. */
function specLetter(series: SmdSeries): string {
  if (series.aecQ200) return 'E';
  return series.code === 'OCE' ? 'M' : 'A';
}

/** Bulk density of a fired chip with nickel electrodes, g/mm³; metal terminals add their own weight. */
const CHIP_DENSITY = 0.006;

function basePart(candidate: Candidate, revision: number, random: Random): BasePart {
  const { series, sizeCode, thicknessCode, temperatureCode, voltageCode, toleranceCode } = candidate;
  const size = SMD_SIZES[sizeCode];
  if (!size) throw new Error(`Unknown size ${sizeCode}`);
  const characteristic = temperatureCharacteristic(temperatureCode);
  const thickness = thicknessOf(thicknessCode);
  const capacitanceCodeText = capacitanceCode(candidate.capacitance);
  const partnoWithoutPackageCode = smdCapacitorPartnoWithoutPackageCode({
    series: series.code,
    sizeCode,
    thicknessCode,
    temperatureCode,
    voltageCode,
    capacitanceCode: capacitanceCodeText,
    toleranceCode,
    specCode: `${specLetter(series)}0${revision}`,
  });
  const capacitance = Number(`${candidate.capacitance.mantissa}e${candidate.capacitance.exponent - 12}`);
  const ratedVoltage = decodeVoltageCode(voltageCode) as number;
  const massFactor = series.smdType === 'Metal terminal' ? 1.6 : 1;
  const mass = roundSignificant(
    (size.length / 1000) * (size.width / 1000) * (thickness / 1000) * CHIP_DENSITY * massFactor,
    2,
  );
  const lifecycle = drawLifecycle(random);
  const specs = nestedRecord(
    CATEGORY,
    'Specs',
    // Object.assign, not a spread: V8 builds ~50,000 of these several times faster so.
    Object.assign(chipBodySpecs(size, thickness, mass), {
      SmdType: series.smdType,
      CapacitanceText: formatCapacitance(capacitance),
      Capacitance: capacitance,
      ToleranceCapacitance: CAPACITANCE_TOLERANCE_CODES[toleranceCode] as string,
      RatedVoltageClass: 'DC',
      RatedVoltageText: formatVoltage(ratedVoltage, 'DC'),
      RatedVoltage: ratedVoltage,
      TemperatureCharacteristicsCompliedStandard: characteristic.standard,
      TemperatureCharacteristics: characteristic.name,
      MaxOperatingTemperatureText: formatTemperature(characteristic.maximumTemperature),
      MaxOperatingTemperature: characteristic.maximumTemperature,
      OperatingTemperatureRange: temperatureRange(characteristic.minimumTemperature, characteristic.maximumTemperature),
    }),
  );
  return {
    partnoWithoutPackageCode,
    lifecycle,
    shared: sharedFields(series, lifecycle.Status, sizeCode, characteristic),
    nested: {
      ComplianceInfo: complianceInfo(CATEGORY, series.code, series.aecQ200),
      Specs: specs,
      MediaFileUrls: mediaFileUrls(CATEGORY, {
        seriesCode: series.code,
        outline: `${series.code}${sizeCode}`,
        partnoWithoutPackageCode,
        status: lifecycle.Status,
        safetyCertificate: null,
      }),
    },
    variants: chipPackaging(random, {
      sizeCode,
      footprint: (size.length / 1000) * (size.width / 1000),
      thickness,
      embossedOnly: series.smdType === 'Metal terminal',
      bulkShare: 0.25,
      bulkCaseShare: 0.2,
    }),
    status: lifecycle.Status,
    group: `${series.smdType}|${size.sizecodeMm}|${characteristic.name}|${capacitance}`,
    rating: ratedVoltage,
    aecQ200: series.aecQ200,
    series: series.code,
    tolerance: toleranceCode,
  };
}

/** Share of parts that also exist in a second design revision (same electrical values, new spec code). */
const REVISED_SHARE = 0.12;

export function generateSmdCapacitors(): CategoryParts {
  return generateCategory({
    category: CATEGORY,
    series: SMD_SERIES,
    target: SMD_CAPACITOR_TARGET,
    streams: 'smd',
    candidates: (series, random) => random.shuffle(candidatesOf(series)),
    revisedShare: REVISED_SHARE,
    firstRevision: 1,
    basePart,
  });
}
