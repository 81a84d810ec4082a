import {
  atLeastAsStable,
  bottomCategoriesOf,
  englishListedValue,
  fieldValueNamed,
  type Language,
  type ListedItemName,
  type Product,
  TEMPERATURE_CHARACTERISTICS,
  toleranceWidth,
} from '../catalog';
import { nearlyEqual } from '../query';
import type { PartDescription } from './PartDescription';
import type { MatchReason, MatchRequirement } from './PartMatch';
import { engineering, statedText } from './statedText';

/** How one product stands against a description. */
export interface MatchAssessment {
  readonly product: Product;
  /** Every reason, in the order of the requirements: exceeded, unstated, lacks, unknown. */
  readonly reasons: readonly MatchReason[];
  /** Every stated (and implied) requirement met. */
  readonly meets: boolean;
  /** Met, and none exceeded. */
  readonly exact: boolean;
  /**
   * How far the part exceeds what was stated, as a sum of natural logarithms of ratios (a rated voltage of
   * 25 V for 16 V adds ln 25/16; a tolerance half as wide adds a third of ln 2; a more stable characteristic
   * 0.5): the smaller, the closer to what the design asked for.
   */
  readonly overRating: number;
  /**
   * How far a near part falls short, by the same measure (a rated voltage of 10 V for 16 V adds ln 16/10; a
   * tolerance twice as wide, ln 2; each other requirement lacking or unknown, 1): the smaller, the nearer.
   */
  readonly shortfall: number;
  /**
   * What the part is like where the line said nothing, the smaller the better: the unstated characteristic's
   * change of capacitance as a fraction (X7R 0.15, F 0.8; unknown 1) plus the unstated tolerance as a
   * fraction of the value. Between parts equal otherwise, the one an engineer would take without being told.
   */
  readonly unstatedSpread: number;
  /** English Status (spec 4.4), whatever language the product arrived in. */
  readonly status: string;
  /**
   * A capacitor whose line states no voltage is matched as if it stated ASSUMED_VOLTAGE or more: true when
   * this part is rated below it (it is then proposed only when no part of that rating or more meets the line).
   */
  readonly belowAssumedVoltage: boolean;
}

/** The rated voltage a capacitor line that states none is matched as if it stated, at least: a sensible rail. */
export const ASSUMED_VOLTAGE = 16;

type Outcome = 'equal' | 'exceeded' | 'lacks' | 'unknown';

const isNumber = (value: unknown): value is number => Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const SOLDERING = ['Reflow soldering', 'Flow soldering'];

/**
 * A metric size code's area in hundredths of a mm² (`1005`: 10 × 5): its digits are the length and width in tenths
 * of a millimetre. Only ratios of areas are used, so the unit is left as the code gives it.
 */
function metricArea(code: unknown): number | undefined {
  const digits = typeof code === 'string' ? /^(\d{2})(\d{2})$/.exec(code) : null;
  return digits && Number(digits[1]) > 0 && Number(digits[2]) > 0 ? Number(digits[1]) * Number(digits[2]) : undefined;
}

/** Requirements whose shortfall is measured by how far below the part is, not counted 1. */
const MEASURED = new Set<MatchRequirement>(['ratedVoltage', 'ratedCurrent', 'tolerance']);

/**
 * How `product` stands against what `description` states, by the matching rule (docs/matching.md): the same
 * category, value (within the spec's number tolerance), size code or lead spacing, two terminals unless
 * another SMD type is stated, and mounted by soldering unless conductive adhesive is asked for; a temperature
 * characteristic the same or one the crossing rules count as at least as stable; a rated voltage and a rated
 * current at least the stated ones (of the stated class, DC when only volts are given); a tolerance no wider.
 * A part with no value for a stated requirement does not meet it (`unknown`).
 */
export function assessMatch(product: Product, description: PartDescription, lang: Language): MatchAssessment {
  const reasons: MatchReason[] = [];
  let overRating = 0;
  let shortfall = 0;
  let unstatedSpread = 0;
  let meets = true;
  let exceeded = false;
  let belowAssumedVoltage = false;
  const specs = (field: string) => fieldValueNamed(product, field);
  const english = (item: ListedItemName, value: unknown): unknown =>
    typeof value === 'string' && lang !== 'en' ? (englishListedValue(item, value, lang) ?? value) : value;

  /** Records a stated requirement's outcome; `actual` is the part's value as the service wrote it. */
  const stated = (requirement: MatchRequirement, outcome: Outcome, statedValue: string, actual: unknown) => {
    if (outcome === 'equal') return;
    if (outcome === 'exceeded') exceeded = true;
    else {
      meets = false;
      // Ratings add their own measure of how far below they are (in atLeastRating and the tolerance's check).
      if (!MEASURED.has(requirement) || outcome === 'unknown') shortfall += 1;
    }
    reasons.push({
      requirement,
      kind: outcome,
      stated: statedValue,
      actual:
        isText(actual) || isNumber(actual)
          ? String(actual)
          : Array.isArray(actual) && actual.length > 0
            ? actual.join(', ')
            : undefined,
    });
  };
  const unstated = (requirement: MatchRequirement, actual: unknown) => {
    if (isText(actual) || isNumber(actual)) reasons.push({ requirement, kind: 'unstated', actual: String(actual) });
  };

  // What defines the part: its category, value and size.
  const category = description.category;
  if (category !== undefined && !bottomCategoriesOf(category).includes(product.category)) {
    stated('category', 'lacks', category, product.category);
  }
  const value = description.value;
  if (value) {
    const actual = specs(value.quantity);
    stated(
      'value',
      !isNumber(actual) ? 'unknown' : nearlyEqual(actual, value.value) ? 'equal' : 'lacks',
      statedText.value(value),
      specs(`${value.quantity}Text`) ?? actual,
    );
  }
  const size = description.size;
  if (size) {
    // The inch codes compared where both have one, else the metric ones: a 4040 inductor has no inch code, and
    // is another size than an 0603, not one of unknown size.
    const partInch = specs('SizecodeInch');
    const byInch = size.inch !== undefined && (isText(partInch) || size.metric === undefined);
    const wanted = (byInch ? size.inch : size.metric) ?? '';
    const actual = byInch ? partInch : specs('SizecodeMm');
    stated(
      'size',
      !isText(actual) ? 'unknown' : actual === wanted ? 'equal' : 'lacks',
      wanted,
      actual ?? specs('SizecodeMm'),
    );
    // Another size is nearer the more its footprint's area is like the stated one's: 0805 before 2220 for 0201.
    const areas = [metricArea(size.metric), metricArea(specs('SizecodeMm'))];
    if (isText(actual) && actual !== wanted && areas[0] !== undefined && areas[1] !== undefined) {
      shortfall += Math.abs(Math.log(areas[1] / areas[0]));
    }
  } else {
    // Only SMD parts have a size code in the catalogue, and only leaded ones a lead spacing (below).
    unstated('size', specs('SizecodeInch') ?? specs('SizecodeMm'));
  }
  if (description.leadSpacing) {
    const actual = specs('LeadSpace');
    stated(
      'leadSpacing',
      !isNumber(actual) ? 'unknown' : nearlyEqual(actual, description.leadSpacing.value) ? 'equal' : 'lacks',
      statedText.leadSpacing(description.leadSpacing),
      specs('LeadSpaceText'),
    );
  } else {
    unstated('leadSpacing', specs('LeadSpaceText'));
  }

  // A body no taller than the one stated (a dimension text's height, a family's datasheet): it must fit there.
  if (description.height) {
    const actual = specs('ThicknessMax') ?? specs('Thickness');
    const wanted = description.height.value;
    stated(
      'height',
      !isNumber(actual) ? 'unknown' : nearlyEqual(actual, wanted) ? 'equal' : actual < wanted ? 'exceeded' : 'lacks',
      engineering(wanted, 'm'),
      specs('ThicknessMaxText') ?? specs('ThicknessText') ?? actual,
    );
  }

  // What a footprint implies even when unsaid: two terminals, and a part that is soldered.
  if (product.category === 'ceramicCapacitorsSMD') {
    const wanted = description.smdType ?? 'Two-terminal';
    const actual = english('SmdType', specs('SmdType'));
    stated('smdType', !isText(actual) ? 'unknown' : actual === wanted ? 'equal' : 'lacks', wanted, specs('SmdType'));
  }
  const mounting = product.record.Mounting;
  const methods = Array.isArray(mounting) ? mounting.map((method) => english('Mounting', method)) : [];
  const wantedMounting = description.mounting === 'conductive adhesive' ? ['Conductive adhesive'] : SOLDERING;
  stated(
    'mounting',
    methods.length === 0
      ? 'unknown'
      : methods.some((method) => wantedMounting.includes(String(method)))
        ? 'equal'
        : 'lacks',
    description.mounting ?? 'soldering',
    mounting,
  );

  // The ratings: at least what was stated.
  const isCapacitor = product.category !== 'inductors';
  if (isCapacitor) {
    const characteristic = description.temperatureCharacteristic;
    const actual = specs('TemperatureCharacteristics');
    if (characteristic) {
      const outcome: Outcome = !isText(actual)
        ? 'unknown'
        : actual === characteristic.code
          ? 'equal'
          : atLeastAsStable(characteristic.code, actual) === true
            ? 'exceeded'
            : 'lacks';
      if (outcome === 'exceeded') overRating += 0.5;
      stated('temperatureCharacteristic', outcome, characteristic.code, actual);
    } else {
      unstated('temperatureCharacteristic', actual);
      const stability = isText(actual) ? TEMPERATURE_CHARACTERISTICS[actual] : undefined;
      unstatedSpread += stability ? stability.changePercent / 100 : 1;
    }

    const voltage = description.ratedVoltage;
    const wantedClass = voltage?.class ?? (voltage ? 'DC' : undefined);
    const actualClass = english('RatedVoltageClass', specs('RatedVoltageClass'));
    if (wantedClass) {
      stated(
        'ratedVoltageClass',
        !isText(actualClass) ? 'unknown' : actualClass === wantedClass ? 'equal' : 'lacks',
        wantedClass,
        specs('RatedVoltageClass'),
      );
    } else if (actualClass === 'AC') {
      unstated('ratedVoltageClass', specs('RatedVoltageClass'));
    }
    if (voltage) {
      overRating += atLeastRating('ratedVoltage', voltage, specs('RatedVoltage'), specs('RatedVoltageText'));
    } else {
      // No voltage stated: ASSUMED_VOLTAGE or more is assumed, and said. Parts of that rating or more first, the
      // least over it first; below it, the highest first (ln 16/10 before ln 16/4), after every part above it.
      const actual = specs('RatedVoltage');
      belowAssumedVoltage = isNumber(actual) && actual < ASSUMED_VOLTAGE && !nearlyEqual(actual, ASSUMED_VOLTAGE);
      if (isNumber(actual) && actual > 0) overRating += Math.abs(Math.log(actual / ASSUMED_VOLTAGE));
      reasons.push({
        requirement: 'ratedVoltage',
        kind: 'assumed',
        stated: statedText.ratedVoltage(ASSUMED_VOLTAGE),
        ...(isText(specs('RatedVoltageText')) || isNumber(actual)
          ? { actual: String(specs('RatedVoltageText') ?? actual) }
          : {}),
      });
    }
  } else {
    overRating += atLeastRating(
      'ratedCurrent',
      description.ratedCurrent,
      specs('RatedCurrent'),
      specs('RatedCurrentText'),
    );
  }

  const toleranceField = isCapacitor ? 'ToleranceCapacitance' : 'InductanceTolerance';
  const tolerance = description.tolerance;
  const actualTolerance = specs(toleranceField);
  if (tolerance) {
    const partValue = specs(isCapacitor ? 'Capacitance' : 'Inductance');
    const statedValue = value?.value ?? (isNumber(partValue) ? partValue : Number.NaN);
    // NaN (not finite: unknown) when neither is stated, or a percentage of no value.
    const wantedWidth = tolerance.absolute ?? ((tolerance.percent ?? Number.NaN) / 100) * statedValue;
    const width =
      isText(actualTolerance) && isNumber(partValue) ? toleranceWidth(actualTolerance, partValue) : undefined;
    let outcome: Outcome = 'unknown';
    if (width !== undefined && Number.isFinite(wantedWidth)) {
      if (nearlyEqual(width, wantedWidth)) outcome = 'equal';
      else if (width < wantedWidth) {
        outcome = 'exceeded';
        if (width > 0) overRating += Math.log(wantedWidth / width) / 3;
      } else {
        outcome = 'lacks';
        if (wantedWidth > 0) shortfall += Math.log(width / wantedWidth);
      }
    }
    stated('tolerance', outcome, statedText.tolerance(tolerance, isCapacitor ? 'F' : 'H'), actualTolerance);
  } else {
    unstated('tolerance', actualTolerance);
    const partValue = specs(isCapacitor ? 'Capacitance' : 'Inductance');
    const width =
      isText(actualTolerance) && isNumber(partValue) ? toleranceWidth(actualTolerance, partValue) : undefined;
    unstatedSpread += width !== undefined && isNumber(partValue) && partValue > 0 ? width / partValue : 1;
  }

  /** A rating of at least the stated value: its over-rating, and its reason. */
  function atLeastRating(
    requirement: 'ratedVoltage' | 'ratedCurrent',
    wanted: { readonly value: number; readonly class?: 'AC' | 'DC' } | undefined,
    actual: unknown,
    actualText: unknown,
  ): number {
    if (!wanted) {
      unstated(requirement, actualText ?? actual);
      return 0;
    }
    const shown =
      requirement === 'ratedVoltage'
        ? statedText.ratedVoltage(wanted.value, wanted.class)
        : statedText.ratedCurrent(wanted.value);
    let outcome: Outcome = 'unknown';
    let overRated = 0;
    if (isNumber(actual)) {
      if (nearlyEqual(actual, wanted.value)) outcome = 'equal';
      else if (actual > wanted.value) {
        outcome = 'exceeded';
        if (wanted.value > 0) overRated = Math.log(actual / wanted.value);
      } else {
        outcome = 'lacks';
        if (actual > 0) shortfall += Math.log(wanted.value / actual);
      }
    }
    stated(requirement, outcome, shown, actualText ?? actual);
    return overRated;
  }

  // Not a requirement, but never to be missed: a proposed part at risk says so.
  const status = english('Status', product.record.Status);
  if (typeof status === 'string' && status !== 'In Production') {
    reasons.push({ requirement: 'status', kind: 'unstated', actual: String(product.record.Status) });
  }
  if (description.unread.length > 0) {
    reasons.push({ requirement: 'unreadWords', kind: 'unknown', stated: description.unread.join(' ') });
  }

  return {
    product,
    reasons,
    meets,
    exact: meets && !exceeded,
    overRating,
    shortfall,
    unstatedSpread,
    status: typeof status === 'string' ? status : '',
    belowAssumedVoltage,
  };
}
