import {
  atLeastAsStable,
  type BottomCategory,
  englishListedValue,
  fieldValueNamed,
  type Language,
  type ListedItemName,
  type Product,
  toleranceFarads,
} from '../catalog';
import { nearlyEqual } from '../query';

/**
 * Whether one part can replace another, by the crossing rules engineers use (README, "Crossing rules"):
 * - `not equivalent`: what defines the part differs (category, capacitance or inductance, size code or
 *   lead spacing): it is another part;
 * - `check`: the same part value and size, but a rating or characteristic is worse, differs or is
 *   unknown: an engineer decides, from `differences`;
 * - `drop-in`: every rule passes.
 */
export type CrossVerdict = 'drop-in' | 'check' | 'not equivalent';

/** The crossing rules, by what they keep. */
export type CrossRule =
  | 'sameCategory'
  | 'sameCapacitance'
  | 'sameInductance'
  | 'sameSize'
  | 'sameLeadSpacing'
  | 'sameSmdType'
  | 'stableTemperatureCharacteristic'
  | 'ratedVoltageAtLeast'
  | 'toleranceAtLeastAsTight'
  | 'sameRatedVoltageClass'
  | 'ratedCurrentAtLeast'
  | 'rdcAtMost'
  | 'sameShielding'
  | 'sameConstruction'
  | 'inProduction';

export interface CrossDifference {
  readonly rule: CrossRule;
  /** The spec field the rule looks at (`Category` for the product's category). */
  readonly field: string;
  readonly original: unknown;
  readonly candidate: unknown;
  /**
   * `defining`: what makes the part differs (verdict `not equivalent`); `worse`: a rating or characteristic
   * the candidate does not keep; `unknown`: a value missing or not comparable, so the rule cannot pass.
   */
  readonly kind: 'defining' | 'worse' | 'unknown';
}

/** A rule the candidate passes with a value other than the original's: a higher rating, a tighter tolerance. */
export type CrossImprovement = Pick<CrossDifference, 'rule' | 'field' | 'original' | 'candidate'>;

export interface CrossCheck {
  readonly verdict: CrossVerdict;
  /** Every rule that did not pass, in the order of the rules. */
  readonly differences: readonly CrossDifference[];
  /** Every rule passed by a better value than the original's, in the order of the rules. */
  readonly improvements: readonly CrossImprovement[];
}

export interface CrossCheckOptions {
  /** The language the products were received in: listed values (Status, RatedVoltageClass) are read back to English. @default 'en' */
  readonly lang?: Language;
}

type Outcome = boolean | undefined;

interface RuleDefinition {
  readonly rule: CrossRule;
  readonly field: string;
  readonly categories: readonly BottomCategory[];
  /** A defining rule that fails makes the candidate another part. */
  readonly defining: boolean;
  /** true: passes; false: fails; undefined: cannot be told. Called only when the original has a value, unless `always`. */
  readonly passes: (original: unknown, candidate: unknown, context: RuleContext) => Outcome;
  /** Checked even when the original has no value (the candidate's own status). */
  readonly always?: boolean;
  /** A rule of at least / at most: a candidate can pass it with another value, which is then better. */
  readonly ordered?: boolean;
}

interface RuleContext {
  readonly original: Product;
  readonly candidate: Product;
  readonly lang: Language;
}

const CAPACITORS: readonly BottomCategory[] = ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead'];
const SMD: readonly BottomCategory[] = ['ceramicCapacitorsSMD'];
const LEAD: readonly BottomCategory[] = ['ceramicCapacitorsLead'];
const INDUCTORS: readonly BottomCategory[] = ['inductors'];
const SIZED: readonly BottomCategory[] = ['ceramicCapacitorsSMD', 'inductors'];
const ALL: readonly BottomCategory[] = [...CAPACITORS, ...INDUCTORS];

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

function sameNumber(original: unknown, candidate: unknown): Outcome {
  return isNumber(original) && isNumber(candidate) ? nearlyEqual(original, candidate) : undefined;
}

function atLeast(original: unknown, candidate: unknown): Outcome {
  if (!isNumber(original) || !isNumber(candidate)) return undefined;
  return nearlyEqual(original, candidate) || candidate > original;
}

function atMost(original: unknown, candidate: unknown): Outcome {
  if (!isNumber(original) || !isNumber(candidate)) return undefined;
  return nearlyEqual(original, candidate) || candidate < original;
}

function sameText(original: unknown, candidate: unknown): Outcome {
  if (typeof original !== 'string' || typeof candidate !== 'string' || candidate === '') return undefined;
  return original.toLowerCase() === candidate.toLowerCase();
}

/** The same listed value, whatever language each arrived in. */
function sameListed(item: ListedItemName) {
  return (original: unknown, candidate: unknown, context: RuleContext): Outcome =>
    sameText(english(item, original, context.lang), english(item, candidate, context.lang));
}

function english(item: ListedItemName, value: unknown, lang: Language): unknown {
  return typeof value === 'string' && lang !== 'en' ? (englishListedValue(item, value, lang) ?? value) : value;
}

/** The construction class is the first entry of Construction (`Wire wound type (Ferrite)`); the rest are features. */
function sameConstruction(original: unknown, candidate: unknown): Outcome {
  const first = (value: unknown) => (Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);
  return sameText(first(original), first(candidate));
}

function tighterTolerance(original: unknown, candidate: unknown, context: RuleContext): Outcome {
  const capacitance = fieldValueNamed(context.original, 'Capacitance');
  if (typeof original !== 'string' || typeof candidate !== 'string' || !isNumber(capacitance)) return undefined;
  const was = toleranceFarads(original, capacitance);
  const now = toleranceFarads(candidate, capacitance);
  if (was === undefined || now === undefined) return undefined;
  return nearlyEqual(was, now) || now < was;
}

function stable(original: unknown, candidate: unknown): Outcome {
  return typeof original === 'string' && typeof candidate === 'string'
    ? atLeastAsStable(original, candidate)
    : undefined;
}

/** A rule of at least / at most (a rating, a characteristic's stability): never one that defines the part. */
function orderedRule(
  rule: CrossRule,
  field: string,
  categories: readonly BottomCategory[],
  passes: RuleDefinition['passes'],
): RuleDefinition {
  return { rule, field, categories, defining: false, passes, ordered: true };
}

/** The rated currents an inductor is crossed on: the general one, then by temperature rise and by saturation. */
const RATED_CURRENTS = ['RatedCurrent', 'RatedCurrentItemp', 'RatedCurrentIsat'] as const;

/** The rules, in the order their differences are listed: what defines the part first. */
const RULES: readonly RuleDefinition[] = [
  { rule: 'sameCapacitance', field: 'Capacitance', categories: CAPACITORS, defining: true, passes: sameNumber },
  { rule: 'sameInductance', field: 'Inductance', categories: INDUCTORS, defining: true, passes: sameNumber },
  { rule: 'sameSize', field: 'SizecodeInch', categories: SIZED, defining: true, passes: sameText },
  { rule: 'sameLeadSpacing', field: 'LeadSpace', categories: LEAD, defining: true, passes: sameNumber },
  { rule: 'sameSmdType', field: 'SmdType', categories: SMD, defining: false, passes: sameText },
  orderedRule('stableTemperatureCharacteristic', 'TemperatureCharacteristics', CAPACITORS, stable),
  orderedRule('ratedVoltageAtLeast', 'RatedVoltage', CAPACITORS, atLeast),
  orderedRule('toleranceAtLeastAsTight', 'ToleranceCapacitance', CAPACITORS, tighterTolerance),
  {
    rule: 'sameRatedVoltageClass',
    field: 'RatedVoltageClass',
    categories: CAPACITORS,
    defining: false,
    passes: sameListed('RatedVoltageClass'),
  },
  ...RATED_CURRENTS.map((field) => orderedRule('ratedCurrentAtLeast', field, INDUCTORS, atLeast)),
  orderedRule('rdcAtMost', 'RdcMax', INDUCTORS, atMost),
  { rule: 'sameShielding', field: 'MagneticShieldClass', categories: INDUCTORS, defining: false, passes: sameText },
  { rule: 'sameConstruction', field: 'Construction', categories: INDUCTORS, defining: false, passes: sameConstruction },
  {
    rule: 'inProduction',
    field: 'Status',
    categories: ALL,
    defining: false,
    always: true,
    passes: (_original, candidate, context) => english('Status', candidate, context.lang) === 'In Production',
  },
];

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether `candidate` can replace `original` (products as the client returns them), by the crossing rules:
 * capacitors keep their capacitance, size code and SMD type or lead spacing, a temperature characteristic
 * at least as stable, a rated voltage at least equal, a tolerance at least as tight and the same rated
 * voltage class; inductors keep their inductance and size, rated currents at least equal, RdcMax at most
 * equal, the same shielding and construction class; and the candidate is In Production. A rule the
 * original has no value for does not apply; one the candidate has no value for cannot pass (`unknown`).
 */
export function crossCheck(original: Product, candidate: Product, options: CrossCheckOptions = {}): CrossCheck {
  if (original.category !== candidate.category) {
    return {
      verdict: 'not equivalent',
      differences: [
        {
          rule: 'sameCategory',
          field: 'Category',
          original: original.category,
          candidate: candidate.category,
          kind: 'defining',
        },
      ],
      improvements: [],
    };
  }
  const context: RuleContext = { original, candidate, lang: options.lang ?? 'en' };
  const differences: CrossDifference[] = [];
  const improvements: CrossImprovement[] = [];
  for (const definition of RULES) {
    if (!definition.categories.includes(original.category)) continue;
    const was = fieldValueNamed(original, definition.field);
    const now = fieldValueNamed(candidate, definition.field);
    if (isBlank(was) && !definition.always) continue;
    const outcome = isBlank(now) && !definition.always ? undefined : definition.passes(was, now, context);
    if (outcome === true) {
      if (definition.ordered && !sameValue(was, now)) {
        improvements.push({ rule: definition.rule, field: definition.field, original: was, candidate: now });
      }
      continue;
    }
    differences.push({
      rule: definition.rule,
      field: definition.field,
      original: was,
      candidate: now,
      kind: definition.defining && outcome === false ? 'defining' : outcome === false ? 'worse' : 'unknown',
    });
  }
  const verdict: CrossVerdict = differences.some((difference) => difference.kind === 'defining')
    ? 'not equivalent'
    : differences.length > 0
      ? 'check'
      : 'drop-in';
  return { verdict, differences, improvements };
}

/** Whether two values of a passed rule are the same: numbers within the tolerance, texts regardless of case. */
function sameValue(original: unknown, candidate: unknown): boolean {
  if (isNumber(original) && isNumber(candidate)) return nearlyEqual(original, candidate);
  return String(original).toLowerCase() === String(candidate).toLowerCase();
}

/**
 * The fields the crossing rules compare for parts of `category`, each once, in the order of the rules (what
 * defines the part first): the columns that show side by side why one part can replace another.
 */
export function crossingFields(category: BottomCategory): string[] {
  return [...new Set(RULES.filter((definition) => definition.categories.includes(category)).map(({ field }) => field))];
}
