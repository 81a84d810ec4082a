import { BRAND, INDUCTANCE_TOLERANCE_CODES, withBrand } from '../../core/catalog';
import { inductanceCode } from './codes';
import {
  HIGH_RELIABILITY_CAUTION,
  SOLDER_COMPATIBILITY,
  complianceInfo,
  mediaFileUrls,
  seriesProductFields,
  sharedList,
} from './common';
import { chipBodySpecs } from './dimensions';
import type { BasePart, CategoryParts } from './drafts';
import { generateCategory } from './generateCategory';
import type { Decade } from './eSeries';
import { decadeValue, seriesValues } from './eSeries';
import {
  formatCurrent,
  formatFrequency,
  formatInductance,
  formatResistance,
  formatTemperature,
  temperatureRange,
} from './format';
import { INDUCTOR_SIZES, SHIELD_CLASSES, inductorPartnoWithoutPackageCode } from './inductorNumbering';
import type { InductorKind, InductorSeries } from './inductorSeries';
import { INDUCTOR_SERIES, TARGET_CIRCUITS } from './inductorSeries';
import type { Status } from './lifecycle';
import { drawLifecycle } from './lifecycle';
import { inductorElectrical, inductorMass } from './inductorModel';
import { thicknessOf } from './mlccModel';
import { chipPackaging } from './packaging';
import { Random } from './Random';
import type { FieldValues } from './record';
import { nestedRecord } from './record';
import type { SeriesDescription } from './series';

const CATEGORY = 'inductors';
export const INDUCTOR_TARGET = 11_000;

const POWER_BRAND = withBrand('<BRAND> Power Solutions');

interface Candidate {
  readonly series: InductorSeries;
  readonly sizeCode: string;
  readonly thicknessCode: string;
  readonly shieldCode: string;
  readonly gradeCode: string;
  readonly inductance: Decade;
  readonly toleranceCode: string;
}

/** RF parts come in E24 steps, which matching networks need; chokes and power parts in E12. */
function inductanceValues(kind: InductorKind, minimum: number, maximum: number): Decade[] {
  return seriesValues(kind === 'rf' ? 'E24' : 'E12', minimum, maximum);
}

function tolerances(series: InductorSeries, nanohenries: number): string[] {
  if (series.kind === 'rf') {
    if (nanohenries < 10) return series.code === 'OIF' ? ['B', 'C', 'S'] : ['C', 'S'];
    return series.code === 'OIW' ? ['G', 'J'] : ['H', 'J'];
  }
  if (series.kind === 'general') return ['J', 'K', 'M'];
  if (nanohenries < 1000) return ['M', 'N'];
  return series.code === 'OIH' && nanohenries >= 10_000 ? ['K', 'M'] : ['M'];
}

/** Semi-shielded and open cores need a footprint of at least 3 mm to be worth making. */
function shieldOffered(shieldCode: string, sizeCode: string): boolean {
  const size = INDUCTOR_SIZES[sizeCode];
  return shieldCode === 'S' || shieldCode === 'N' || (size !== undefined && size.width >= 3000);
}

function candidatesOf(series: InductorSeries): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [sizeCode, range] of Object.entries(series.sizes)) {
    const thickest = thicknessOf(range.thicknesses[range.thicknesses.length - 1] as string);
    for (const thicknessCode of range.thicknesses) {
      // A thinner core holds fewer turns: the largest inductance shrinks with the height.
      const maximum = range.maximumNanohenries * (thicknessOf(thicknessCode) / thickest);
      for (const inductance of inductanceValues(series.kind, range.minimumNanohenries, maximum)) {
        for (const shieldCode of series.shields) {
          if (!shieldOffered(shieldCode, sizeCode)) continue;
          for (const gradeCode of series.grades) {
            for (const toleranceCode of tolerances(series, decadeValue(inductance))) {
              candidates.push({ series, sizeCode, thicknessCode, shieldCode, gradeCode, inductance, toleranceCode });
            }
          }
        }
      }
    }
  }
  return candidates;
}

const gradeCache = new Map<string, SeriesDescription>();

/** The automotive grade of a series reads as its own product line: applications, name, AEC-Q200. */
function gradeDescription(series: InductorSeries, gradeCode: string): SeriesDescription {
  if (gradeCode !== 'A') return series;
  let description = gradeCache.get(series.code);
  if (!description) {
    description = {
      ...series,
      productName: `${series.productName} for Automotive`,
      applications:
        series.kind === 'power'
          ? ['Automotive powertrain/safety equipment', 'Automotive infotainment/comfort equipment']
          : ['Automotive infotainment/comfort equipment', 'Automotive [Ask <BRAND>]'],
      notice: 'Qualified to AEC-Q200 for automotive use.',
      aecQ200: true,
    };
    gradeCache.set(series.code, description);
  }
  return description;
}

function cautions(series: InductorSeries, description: SeriesDescription, shieldCode: string): readonly string[] {
  const list: string[] = [];
  if (!description.aecQ200) list.push(HIGH_RELIABILITY_CAUTION);
  if (series.kind === 'power') {
    list.push('The rated current is the lower of the currents based on saturation and on temperature rise.');
  } else {
    list.push('Q and self-resonant frequency depend on the board pattern; evaluate the part on the actual board.');
  }
  if (shieldCode === 'U' || shieldCode === 'M') {
    list.push('Leakage flux can couple into nearby circuits; keep signal lines away from the part.');
  }
  return sharedList(list);
}

const sharedCache = new Map<string, FieldValues>();

function sharedFields(candidate: Candidate, status: Status): FieldValues {
  const { series, gradeCode, shieldCode, sizeCode } = candidate;
  const key = `${series.code}/${gradeCode}/${shieldCode}/${sizeCode}/${status}`;
  let shared = sharedCache.get(key);
  if (!shared) {
    const description = gradeDescription(series, gradeCode);
    // Flow soldering only suits mid-size multilayer chips; wire and film parts are reflow only.
    const flow = series.construction[0] === 'Multilayer type' && (sizeCode === '18' || sizeCode === '21');
    shared = {
      ...seriesProductFields(description, status),
      Standard: null,
      Mounting: sharedList(flow ? ['Reflow soldering', 'Flow soldering'] : ['Reflow soldering']),
      Caution: cautions(series, description, shieldCode),
      Brand: series.kind === 'power' ? POWER_BRAND : BRAND,
      Soldering: sharedList(SOLDER_COMPATIBILITY),
      MagneticShieldClass: SHIELD_CLASSES[shieldCode] ?? null,
      TargetCircuitCategory: TARGET_CIRCUITS[series.kind],
      Construction: sharedList(series.construction),
    };
    sharedCache.set(key, shared);
  }
  return shared;
}

/** Operating range with self-heating included; power parts also state the ambient limit without it. */
function temperatures(series: InductorSeries, automotive: boolean) {
  if (series.kind !== 'power' || series.code === 'OIM') {
    return { minimum: -55, maximum: 125, ambientMaximum: null };
  }
  return automotive
    ? { minimum: -55, maximum: 150, ambientMaximum: 110 }
    : { minimum: -40, maximum: 125, ambientMaximum: 85 };
}

function optionalText(value: number | null, format: (value: number) => string): string | null {
  return value === null ? null : format(value);
}

function basePart(candidate: Candidate, revision: number, random: Random): BasePart {
  const { series, sizeCode, thicknessCode, shieldCode, gradeCode, toleranceCode } = candidate;
  const size = INDUCTOR_SIZES[sizeCode];
  if (!size) throw new Error(`Unknown size ${sizeCode}`);
  const thickness = thicknessOf(thicknessCode);
  const partnoWithoutPackageCode = inductorPartnoWithoutPackageCode({
    series: series.code,
    sizeCode,
    gradeCode,
    shieldCode,
    inductanceCode: inductanceCode(candidate.inductance),
    toleranceCode,
    thicknessCode,
    revision: String(revision),
  });
  const inductance = Number(`${candidate.inductance.mantissa}e${candidate.inductance.exponent - 9}`);
  const footprint = (size.length / 1000) * (size.width / 1000);
  const volume = footprint * (thickness / 1000);
  const values = inductorElectrical(series, sizeCode, shieldCode, inductance, volume, footprint);
  const mass = inductorMass(series, volume);
  const automotive = gradeCode === 'A';
  const range = temperatures(series, automotive);
  const operatingRange = temperatureRange(range.minimum, range.maximum);
  const lifecycle = drawLifecycle(random);
  const rf = series.kind !== 'power';
  const specs = nestedRecord(
    CATEGORY,
    'Specs',
    // Object.assign, not a spread: V8 builds ~50,000 of these several times faster so.
    Object.assign(chipBodySpecs(size, thickness, mass), {
      MaxOperatingTemperatureText: formatTemperature(range.maximum),
      MaxOperatingTemperature: range.maximum,
      InductanceText: formatInductance(inductance),
      Inductance: inductance,
      InductanceTolerance: INDUCTANCE_TOLERANCE_CODES[toleranceCode] as string,
      RatedCurrentText: formatCurrent(values.ratedCurrent),
      RatedCurrent: values.ratedCurrent,
      RatedCurrentItempText: optionalText(values.ratedCurrentItemp, formatCurrent),
      RatedCurrentItemp: values.ratedCurrentItemp,
      RatedCurrentIsatText: optionalText(values.ratedCurrentIsat, formatCurrent),
      RatedCurrentIsat: values.ratedCurrentIsat,
      RdcMaxText: formatResistance(values.rdcMax),
      RdcMax: values.rdcMax,
      SrfMinText: optionalText(values.srfMin, formatFrequency),
      SrfMin: values.srfMin,
      OperatingTemperatureRange: operatingRange,
      OperatingTemperatureRangeIncludingSelfRise: operatingRange,
      OperatingTemperatureRangeNotIncludingSelfRise:
        range.ambientMaximum === null ? null : temperatureRange(range.minimum, range.ambientMaximum),
      QMin: rf ? (series.qMinimum?.[sizeCode] ?? null) : null,
      QTestFrequencyText: optionalText(values.qTestFrequency, formatFrequency),
      QTestFrequency: values.qTestFrequency,
    }),
  );
  const description = gradeDescription(series, gradeCode);
  return {
    partnoWithoutPackageCode,
    lifecycle,
    status: lifecycle.Status,
    shared: {
      ...sharedFields(candidate, lifecycle.Status),
      DcResistanceCenterValues: optionalText(values.rdcTypical, formatResistance),
    },
    nested: {
      ComplianceInfo: complianceInfo(CATEGORY, series.code, description.aecQ200),
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
      footprint,
      thickness,
      embossedOnly: false,
      bulkShare: footprint <= 2.5 ? 0.15 : 0,
      bulkCaseShare: 0.15,
    }),
    group: [TARGET_CIRCUITS[series.kind], SHIELD_CLASSES[shieldCode], size.sizecodeMm, inductance].join('|'),
    rating: values.ratedCurrent,
    aecQ200: description.aecQ200,
    series: series.code,
    tolerance: toleranceCode,
  };
}

const REVISED_SHARE = 0.1;

export function generateInductors(): CategoryParts {
  return generateCategory({
    category: CATEGORY,
    series: INDUCTOR_SERIES,
    target: INDUCTOR_TARGET,
    streams: 'inductors',
    candidates: (series, random) => random.shuffle(candidatesOf(series)),
    revisedShare: REVISED_SHARE,
    firstRevision: 0,
    basePart,
  });
}
