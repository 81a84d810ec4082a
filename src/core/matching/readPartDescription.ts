import { decideCategory } from './decideCategory';
import { readDesignatorCell } from './designators';
import { normalizeDescription } from './descriptionWords';
import type {
  DescriptionNote,
  PartDescription,
  ReadOptions,
  StatedCharacteristic,
  StatedQuantity,
  StatedSize,
  StatedTolerance,
  StatedValue,
  StatedVoltage,
} from './PartDescription';
import { readWords } from './readWords';
import { makerStated } from './makerStatements';
import { sizeOfBody } from './bodySizes';
import { sameSize } from './sizeCodes';
import type { PartKind, Statement, StatementOf } from './statements';
import { toleranceOfLetter } from './toleranceCodes';

type Mutable<T> = { -readonly [Key in keyof T]: T[Key] };

/**
 * What a BOM line states (`100nF 0402 X7R 16V 10%`, `C_100N_0402_X5R_K_10`, `4.7uH/2A`), with the words it
 * did not understand; `footprint` is a separate footprint text (`C_0402_1005Metric`), whose size code is
 * preferred to an ambiguous one in the text.
 *
 * Each requirement is kept as first stated; a later word that states it otherwise is a `conflict` note. Words
 * are read after NFKC (full-width `１００ｎＦ` is `100nF`, µ is μ), and quoted so in the statements and `unread`.
 */
export function readPartDescription(text: string, footprint?: string, options: ReadOptions = {}): PartDescription {
  const given = [text, footprint ?? ''].filter((part) => part.trim() !== '');
  const joined = given.join(' ');
  const valueText = text.trim() === '' ? '' : normalizeDescription(text);
  const footprintText = footprint === undefined || footprint.trim() === '' ? '' : normalizeDescription(footprint);
  const line = [valueText, footprintText].filter((part) => part !== '').join(' ');
  const footprintStart = valueText === '' ? 0 : footprintText === '' ? line.length + 1 : valueText.length + 1;
  const statements = [...readWords(line, footprintStart), ...readDesignatorCell(options.designator ?? '')];

  const decision = decideCategory(statements);
  const description: Mutable<PartDescription> = { text: joined, unread: [], notes: [...decision.notes] };
  if (decision.category) description.category = decision.category;
  const unread: string[] = [];
  const bodySizes: StatementOf<'size'>[] = [];
  const setAside: string[] = [];
  // A word that says out of scope only weakly (`ferrite`, `10k`) counts when nothing says capacitor or inductor.
  const partSaid = statements.some(
    (statement) => statement.evidence?.part !== undefined && statement.evidence.explicit,
  );
  const notes: DescriptionNote[] = [];
  const conflict = (requirement: string, kept: string, ignored: string) =>
    notes.push({ kind: 'conflict', requirement, kept, ignored });

  // A body of a size the catalogue has is that size, as certain as a footprint's; one of none is said.
  for (const statement of statements) {
    if (statement.kind !== 'body') continue;
    const { body, text: bodyText, family } = statement;
    if (body.height !== undefined)
      description.height ??= { value: Number((body.height / 1000).toPrecision(12)), text: bodyText };
    const read = sizeOfBody(body, statement.evidence?.part ?? decision.part);
    if (!read) {
      description.bodyNotInCatalogue ??= { text: bodyText, body, ...(family ? { family } : {}) };
      continue;
    }
    const sized = { ...read.size, text: bodyText, source: 'footprint' as const };
    bodySizes.push({
      kind: 'size',
      text: bodyText,
      size: sized,
      fromFootprintText: true,
      evidence: statement.evidence,
    });
    notes.push({
      kind: 'bodySize',
      text: bodyText,
      ...(family ? { family } : {}),
      body,
      metric: read.size.metric,
      exact: read.exact,
    });
  }
  const size = chooseSize([...statements, ...bodySizes]);
  if (size) {
    description.size = size.size;
    if (size.size.otherReading) {
      notes.push({
        kind: 'ambiguousSize',
        text: size.text,
        inch: size.size.inch as string,
        metric: size.size.metric as string,
      });
    }
  }

  for (const statement of statements) {
    switch (statement.kind) {
      case 'value': {
        const value = decision.part === undefined ? undefined : valueOf(statement, decision.part);
        if (!value) {
          unread.push(statement.text);
          break;
        }
        if (statement.code) notes.push({ kind: 'valueCode', text: statement.text, value: value.value });
        if (!description.value) description.value = value;
        else if (description.value.value !== value.value || description.value.quantity !== value.quantity) {
          conflict('value', description.value.text, value.text);
        }
        break;
      }
      case 'size':
        if (size && statement !== size && !fitsSize(statement.size, size.size))
          conflict('size', size.text, statement.text);
        break;
      case 'characteristic': {
        const characteristic: StatedCharacteristic = { code: statement.code, text: statement.text };
        if (!description.temperatureCharacteristic) description.temperatureCharacteristic = characteristic;
        else if (description.temperatureCharacteristic.code !== statement.code) {
          conflict('temperatureCharacteristic', description.temperatureCharacteristic.text, statement.text);
        }
        break;
      }
      case 'voltage': {
        const voltage: StatedVoltage = {
          value: statement.value,
          text: statement.text,
          ...(statement.class ? { class: statement.class } : {}),
        };
        if (!description.ratedVoltage) description.ratedVoltage = voltage;
        else if (!sameVoltage(description.ratedVoltage, voltage)) {
          conflict('ratedVoltage', description.ratedVoltage.text, voltage.text);
        }
        break;
      }
      case 'tolerance':
      case 'toleranceLetter': {
        const tolerance = toleranceOf(statement, decision.part);
        if (!tolerance) {
          unread.push(statement.text);
          break;
        }
        if (!description.tolerance) description.tolerance = tolerance;
        else if (
          description.tolerance.percent !== tolerance.percent ||
          description.tolerance.absolute !== tolerance.absolute
        ) {
          conflict('tolerance', description.tolerance.text, tolerance.text);
        }
        break;
      }
      case 'current':
        keepQuantity(description, 'ratedCurrent', statement, conflict);
        break;
      case 'leadSpacing':
        keepQuantity(description, 'leadSpacing', statement, conflict);
        break;
      case 'smdType':
        if (description.smdType === undefined) description.smdType = statement.smdType;
        else if (description.smdType !== statement.smdType) conflict('smdType', description.smdType, statement.text);
        break;
      case 'mounting':
        description.mounting = statement.mounting;
        break;
      case 'unread':
        unread.push(statement.text);
        if (statement.sizeCode) {
          const { suggestion } = statement.sizeCode;
          notes.push({ kind: 'noSizeCode', text: statement.text, ...(suggestion !== undefined ? { suggestion } : {}) });
        }
        break;
      case 'notFitted':
        description.notFitted ??= { text: statement.text };
        break;
      case 'outOfScope':
        if (!statement.weak || !partSaid) description.outOfScope ??= { kind: statement.scope, text: statement.text };
        // `ferrite` of a ferrite choke is its core: understood, and no requirement.
        else if (statement.scope !== 'ferriteBead') unread.push(statement.text);
        break;
      case 'setAside':
        setAside.push(statement.text);
        break;
      case 'body':
        break;
      case 'makerPart':
        notes.push({
          kind: 'makerPartNumber',
          text: statement.text,
          maker: statement.decoded.maker,
          stated: makerStated(statement.text),
        });
        break;
      case 'word':
        break;
      default:
        statement satisfies never;
    }
  }
  description.unread = unread;
  if (setAside.length > 0) description.setAside = setAside;
  if (description.category === 'inductors') {
    const leads = statements.find((statement) => statement.evidence?.mount === 'lead');
    if (leads) description.leadedInductor = { text: leads.text };
  }
  description.notes = [...description.notes, ...notes];
  return description;
}

/** `50V` and `50Vdc` say the same: a class left unsaid agrees with either. */
function sameVoltage(kept: StatedVoltage, other: StatedVoltage): boolean {
  return kept.value === other.value && (kept.class === other.class || !kept.class || !other.class);
}

function valueOf(statement: StatementOf<'value'>, part: PartKind): StatedValue | undefined {
  const value = statement.valueFor(part);
  if (value === undefined) return undefined;
  const quantity = statement.quantity ?? (part === 'capacitor' ? 'Capacitance' : 'Inductance');
  return { quantity, value, text: statement.text };
}

function toleranceOf(
  statement: StatementOf<'tolerance'> | StatementOf<'toleranceLetter'>,
  part: PartKind | undefined,
): StatedTolerance | undefined {
  if (statement.kind === 'toleranceLetter') {
    return part === undefined ? undefined : toleranceOfLetter(statement.letter, part);
  }
  return {
    text: statement.text,
    ...(statement.percent !== undefined ? { percent: statement.percent } : {}),
    ...(statement.absolute !== undefined ? { absolute: statement.absolute } : {}),
  };
}

function keepQuantity(
  description: Mutable<PartDescription>,
  requirement: 'ratedCurrent' | 'leadSpacing',
  statement: StatementOf<'current'> | StatementOf<'leadSpacing'>,
  conflict: (requirement: string, kept: string, ignored: string) => void,
): void {
  const stated: StatedQuantity = { value: statement.value, text: statement.text };
  const kept = description[requirement];
  if (!kept) description[requirement] = stated;
  else if (kept.value !== stated.value) conflict(requirement, kept.text, stated.text);
}

/**
 * The size that speaks for the line: a footprint name's (both codes, so certain) first, then a code whose
 * system is known, the separate footprint text's before the value text's; a code of both systems last.
 */
function chooseSize(statements: readonly Statement[]): StatementOf<'size'> | undefined {
  const sizes = statements.filter((statement): statement is StatementOf<'size'> => statement.kind === 'size');
  const rank = (statement: StatementOf<'size'>) =>
    statement.size.source === 'footprint'
      ? 0
      : (statement.size.otherReading ? 3 : 1) + (statement.fromFootprintText ? 0 : 1);
  return sizes.reduce<StatementOf<'size'> | undefined>(
    (best, statement) => (best === undefined || rank(statement) < rank(best) ? statement : best),
    undefined,
  );
}

/** Whether a size code agrees with the size kept: one of its readings is it. */
function fitsSize(size: StatedSize, kept: StatedSize): boolean {
  const pair = (reading: { inch?: string; metric?: string }) => ({ inch: reading.inch, metric: reading.metric ?? '' });
  const readings = [size, ...(size.otherReading ? [size.otherReading] : [])];
  return readings.some((reading) => sameSize(pair(reading), pair(kept)));
}
