import { BRAND, CAPACITANCE_TOLERANCE_CODES } from '../../core/catalog';
import type { TemperatureCharacteristic } from './capacitorCodes';
import { capacitanceTolerances, temperatureCharacteristic } from './capacitorCodes';
import { capacitanceCode, decodeVoltageCode } from './codes';
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
import {
  MULTIPLY,
  formatCapacitance,
  formatLength,
  formatMass,
  formatTemperature,
  formatVoltage,
  metresFromMicrometres,
  millimetres,
  roundSignificant,
  temperatureRange,
} from './format';
import type { LeadBody, LeadStyle } from './leadNumbering';
import { LEAD_BODIES, LEAD_DIAMETERS, LEAD_STYLES, leadCapacitorPartnoWithoutPackageCode } from './leadNumbering';
import type { LeadSeries } from './leadSeries';
import { LEAD_SERIES } from './leadSeries';
import type { Status } from './lifecycle';
import { drawLifecycle } from './lifecycle';
import { chipModel, maximumPicofarads, minimumPicofarads, thicknessOf } from './mlccModel';
import { Random } from './Random';
import type { FieldValues } from './record';
import { nestedRecord } from './record';
import { leadPackaging } from './packaging';
import { mediaUrl } from './urls';

const CATEGORY = 'ceramicCapacitorsLead';
export const LEAD_CAPACITOR_TARGET = 4500;

/** Permittivity of disc dielectrics as pF per mm² of disc at the reference rating. */
const DISC_DENSITY: Readonly<Record<string, number>> = {
  SL: 2,
  B: 20,
  Y5P: 20,
  E: 80,
  Y5U: 80,
  F: 150,
  Y5V: 150,
};

/**
 * Largest capacitance of a disc: proportional to its area, less for higher ratings because the
 * dielectric must be thicker. AC ratings are referred to 250 V (safety tests add surge pulses), DC to 1 kV.
 */
function discMaximumPicofarads(
  body: LeadBody,
  characteristic: TemperatureCharacteristic,
  volts: number,
  voltageClass: 'AC' | 'DC',
): number {
  const diameter = (body.diameter as number) / 1000;
  const rating = voltageClass === 'AC' ? 250 / volts : (1000 / volts) ** 0.8;
  return diameter * diameter * (DISC_DENSITY[characteristic.name] ?? 0) * rating;
}

function bodyOf(code: string): LeadBody {
  const body = LEAD_BODIES[code];
  if (!body) throw new Error(`Unknown lead body ${code}`);
  return body;
}

/** Lead spacings each body is offered with; safety spacing grows with the AC rating (creepage). */
function leadStyles(series: LeadSeries, body: LeadBody, volts: number): string[] {
  if (body.shape === 'rectangular') {
    return (
      { '40': ['A', 'B'], '50': ['B', 'C'], '55': ['B'], '75': ['B', 'D'], A0: ['D', 'E'] } as Record<string, string[]>
    )[body.code] as string[];
  }
  if (series.code === 'OLV') return (body.diameter as number) <= 22_000 ? ['F'] : ['G'];
  if (series.code === 'OLE') return ['B', 'D'];
  if (series.voltageClass === 'AC' && volts >= 400) return ['E'];
  return ['D', 'E'];
}

function leadDiameterCode(series: LeadSeries, body: LeadBody): string {
  if (series.code === 'OLV') return '8';
  return body.shape === 'rectangular' && (body.code === '40' || body.code === '50') ? '5' : '6';
}

interface Candidate {
  readonly series: LeadSeries;
  readonly body: LeadBody;
  readonly temperatureCode: string;
  readonly voltageCode: string;
  readonly capacitance: Decade;
  readonly toleranceCode: string;
  readonly leadStyleCode: string;
}

function tolerances(characteristic: TemperatureCharacteristic, picofarads: number): string[] {
  // Disc and dipped class 1 parts are sold in ±5% and ±10%; below 10 pF the pF tolerances apply.
  if (characteristic.dielectricClass === 1 && picofarads >= 10) return ['J', 'K'];
  return capacitanceTolerances(characteristic, picofarads, false);
}

/** Capacitances of a dipped chip: the chip inside decides, as for SMD capacitors. */
function rectangularCapacitances(body: LeadBody, characteristic: TemperatureCharacteristic, volts: number): Decade[] {
  const chip = chipModel(body.chip as string);
  if (volts > chip.maximumVolts) return [];
  const thickest = thicknessOf(chip.thicknesses[chip.thicknesses.length - 1] as string);
  const highest = maximumPicofarads(chip, thickest, characteristic, volts);
  const lowest = minimumPicofarads(chip, characteristic, highest);
  return seriesValues(characteristic.dielectricClass === 1 ? 'E12' : 'E6', lowest, highest);
}

/** Every part the series could offer; disc parts get the smallest diameter that holds their capacitance. */
function candidatesOf(series: LeadSeries): Candidate[] {
  const candidates: Candidate[] = [];
  const bodies = series.sizes.map(bodyOf);
  for (const temperatureCode of series.temperatures) {
    const characteristic = temperatureCharacteristic(temperatureCode);
    for (const voltageCode of series.voltages) {
      const volts = decodeVoltageCode(voltageCode) as number;
      const placed: { capacitance: Decade; body: LeadBody }[] = [];
      if (bodies[0]?.shape === 'rectangular') {
        for (const body of bodies) {
          for (const capacitance of rectangularCapacitances(body, characteristic, volts))
            placed.push({ capacitance, body });
        }
      } else {
        const largest = bodies[bodies.length - 1] as LeadBody;
        const highest = discMaximumPicofarads(largest, characteristic, volts, series.voltageClass);
        const lowest = characteristic.dielectricClass === 1 ? 10 : 100;
        for (const capacitance of seriesValues(characteristic.dielectricClass === 1 ? 'E12' : 'E6', lowest, highest)) {
          const picofarads = decadeValue(capacitance);
          const body = bodies.find(
            (candidate) => picofarads <= discMaximumPicofarads(candidate, characteristic, volts, series.voltageClass),
          );
          if (body) placed.push({ capacitance, body });
        }
      }
      for (const { capacitance, body } of placed) {
        for (const toleranceCode of tolerances(characteristic, decadeValue(capacitance))) {
          for (const leadStyleCode of leadStyles(series, body, volts)) {
            candidates.push({ series, body, temperatureCode, voltageCode, capacitance, toleranceCode, leadStyleCode });
          }
        }
      }
    }
  }
  return candidates;
}

function cautions(series: LeadSeries, characteristic: TemperatureCharacteristic): readonly string[] {
  const list: string[] = [];
  if (!series.aecQ200) list.push(HIGH_RELIABILITY_CAUTION);
  if (characteristic.dielectricClass === 2) {
    list.push(
      'Capacitance of class 2 dielectrics falls with applied DC voltage and with time; check the DC bias characteristics.',
    );
  }
  if (series.standard)
    list.push(
      'Use only within the certified rated voltage, and replace only with a capacitor certified to the same class.',
    );
  if (series.code === 'OLH' || series.code === 'OLV') {
    list.push('Keep creepage and clearance on the board appropriate for the rated voltage.');
  }
  list.push('Do not bend the leads closer than 2 mm to the body.');
  return sharedList(list);
}

const sharedCache = new Map<string, FieldValues>();

function sharedFields(series: LeadSeries, status: Status, characteristic: TemperatureCharacteristic): FieldValues {
  const key = `${series.code}/${status}/${characteristic.name}`;
  let shared = sharedCache.get(key);
  if (!shared) {
    shared = {
      ...seriesProductFields(series, status),
      Standard: series.standard,
      Mounting: sharedList(['Flow soldering']),
      Caution: cautions(series, characteristic),
      Brand: BRAND,
      Soldering: sharedList(SOLDER_COMPATIBILITY),
    };
    sharedCache.set(key, shared);
  }
  return shared;
}

function dimensionText(body: LeadBody, style: LeadStyle): string {
  const leads = `lead spacing ${millimetres(style.spacing)}mm${style.form === 'inside crimp' ? ' (inside crimp)' : ''}`;
  const thickness = `T ${millimetres(body.thickness)}mm max.`;
  return body.shape === 'disc'
    ? `\u00f8${millimetres(body.diameter as number)}mm max. ${MULTIPLY} ${thickness}, ${leads}`
    : `L ${millimetres(body.length as number)}mm max. ${MULTIPLY} W ${millimetres(body.width as number)}mm max. ${MULTIPLY} ${thickness}, ${leads}`;
}

/** Coated body plus two 20 mm copper leads, in grams. */
function referenceMass(body: LeadBody, leadDiameter: number): number {
  const thickness = body.thickness / 1000;
  const bodyVolume =
    body.shape === 'disc'
      ? Math.PI * ((body.diameter as number) / 2000) ** 2 * thickness
      : ((body.length as number) / 1000) * ((body.width as number) / 1000) * thickness;
  const leadVolume = 2 * 20 * Math.PI * (leadDiameter / 2000) ** 2;
  return roundSignificant(bodyVolume * 0.004 + leadVolume * 0.0089, 2);
}

function optionalLength(micrometres: number | null): { text: string | null; value: number | null } {
  if (micrometres === null) return { text: null, value: null };
  const value = metresFromMicrometres(micrometres);
  return { text: formatLength(value), value };
}

function basePart(candidate: Candidate, revision: number, random: Random): BasePart {
  const { series, body, temperatureCode, voltageCode, toleranceCode, leadStyleCode } = candidate;
  const characteristic = temperatureCharacteristic(temperatureCode);
  const style = LEAD_STYLES[leadStyleCode] as LeadStyle;
  const diameterCode = leadDiameterCode(series, body);
  const leadDiameter = LEAD_DIAMETERS[diameterCode] as number;
  const partnoWithoutPackageCode = leadCapacitorPartnoWithoutPackageCode({
    series: series.code,
    bodyCode: body.code,
    temperatureCode,
    voltageCode,
    capacitanceCode: capacitanceCode(candidate.capacitance),
    toleranceCode,
    leadStyleCode,
    leadDiameterCode: diameterCode,
    specCode: `0${revision}`,
  });
  const capacitance = Number(`${candidate.capacitance.mantissa}e${candidate.capacitance.exponent - 12}`);
  const ratedVoltage = decodeVoltageCode(voltageCode) as number;
  const [minimumTemperature, maximumTemperature] = series.operatingRange ?? [
    characteristic.minimumTemperature,
    characteristic.maximumTemperature,
  ];
  const mass = referenceMass(body, leadDiameter);
  const length = optionalLength(body.length);
  const width = optionalLength(body.width);
  const thickness = optionalLength(body.thickness);
  const outerDiameter = optionalLength(body.diameter);
  const leadSpace = optionalLength(style.spacing);
  const leadDiameterLength = optionalLength(leadDiameter);
  const lifecycle = drawLifecycle(random);
  const safetyClass = series.safetyClasses?.[voltageCode];
  const specs = nestedRecord(CATEGORY, 'Specs', {
    ReferenceMassText: formatMass(mass),
    ReferenceMass: mass,
    LengthText: length.text,
    Length: length.value,
    WidthText: width.text,
    Width: width.value,
    ThicknessText: thickness.text,
    Thickness: thickness.value,
    OuterDiameterText: outerDiameter.text,
    OuterDiameter: outerDiameter.value,
    LeadSpaceText: leadSpace.text,
    LeadSpace: leadSpace.value,
    LeadDiameterText: leadDiameterLength.text,
    LeadDiameter: leadDiameterLength.value,
    CapacitanceText: formatCapacitance(capacitance),
    Capacitance: capacitance,
    ToleranceCapacitance: CAPACITANCE_TOLERANCE_CODES[toleranceCode] as string,
    RatedVoltageClass: series.voltageClass,
    RatedVoltageText: formatVoltage(ratedVoltage, series.voltageClass),
    RatedVoltage: ratedVoltage,
    TemperatureCharacteristicsCompliedStandard: characteristic.standard,
    TemperatureCharacteristics: characteristic.name,
    MaxOperatingTemperatureText: formatTemperature(maximumTemperature),
    MaxOperatingTemperature: maximumTemperature,
    Dimension: dimensionText(body, style),
    OperatingTemperatureRange: temperatureRange(minimumTemperature, maximumTemperature),
  });
  return {
    partnoWithoutPackageCode,
    lifecycle,
    status: lifecycle.Status,
    shared: sharedFields(series, lifecycle.Status, characteristic),
    nested: {
      ComplianceInfo: complianceInfo(CATEGORY, series.code, series.aecQ200),
      Specs: specs,
      MediaFileUrls: mediaFileUrls(CATEGORY, {
        seriesCode: series.code,
        outline: `${series.code}${body.code}`,
        partnoWithoutPackageCode,
        status: lifecycle.Status,
        safetyCertificate: safetyClass
          ? mediaUrl('safety-certificates', `${series.code}-${safetyClass.replace('/', '-')}`, 'pdf')
          : null,
      }),
    },
    variants: leadPackaging(body),
    group: [series.voltageClass, series.standard, body.code, style.spacing, characteristic.name, capacitance].join('|'),
    rating: ratedVoltage,
    aecQ200: series.aecQ200,
    series: series.code,
    tolerance: toleranceCode,
  };
}

const REVISED_SHARE = 0.1;

/** Candidates that only differ in rated voltage and tolerance: a maker offers them side by side. */
function electricalGroups(candidates: readonly Candidate[]): Candidate[][] {
  const groups = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const key = [
      candidate.body.code,
      candidate.temperatureCode,
      capacitanceCode(candidate.capacitance),
      candidate.leadStyleCode,
    ].join('|');
    const group = groups.get(key);
    if (group) group.push(candidate);
    else groups.set(key, [candidate]);
  }
  return [...groups.values()];
}

/** Share of a chosen group's voltage and tolerance variants that the catalogue carries. */
const GROUP_MEMBER_SHARE = 0.5;

/**
 * Leaded lines are small; picking whole groups (rather than single parts from a huge space) keeps an
 * in-production equivalent next to most parts being phased out, as in a real catalogue.
 */
function* groupedCandidates(series: LeadSeries, random: Random): Generator<Candidate> {
  for (const group of random.shuffle(electricalGroups(candidatesOf(series)))) {
    const members = group.filter(() => random.chance(GROUP_MEMBER_SHARE));
    yield* members.length > 0 ? members : [random.pick(group)];
  }
}

export function generateLeadCapacitors(): CategoryParts {
  return generateCategory({
    category: CATEGORY,
    series: LEAD_SERIES,
    target: LEAD_CAPACITOR_TARGET,
    streams: 'lead',
    candidates: groupedCandidates,
    revisedShare: REVISED_SHARE,
    firstRevision: 1,
    basePart,
  });
}
