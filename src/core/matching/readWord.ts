import { readDimensions } from './bodySizes';
import { characteristicOfWord, jisCharacteristic } from './characteristicCodes';
import { familyBody } from './inductorFamilies';
import { readDesignator } from './designators';
import { NUMBER } from './decimalText';
import { meaningOfPhrase, phraseKey, type WordMeaning } from './descriptionVocabulary';
import { readCurrentWord, readLeadSpacing, readVoltageWord } from './ratingWords';
import { readNotFittedWord, readOutOfScopeWord } from './scopeWords';
import { readingsOfSizeCode, type SizePair, sizeCodeMeant, sizeOfInchCode, sizeOfMetricCode } from './sizeCodes';
import type { Statement, StatementOf } from './statements';
import { isToleranceLetter, readToleranceWord } from './toleranceCodes';
import { readValueWord } from './valueCodes';

/** Which system a size code is in, when a suffix or a neighbour says it. */
export type SizeSystem = 'inch' | 'metric';

/**
 * The size a code states: in the system said, or with no system said, the inch reading of a code of both
 * systems (the common one in BOMs) with the metric one as `otherReading`. Undefined when no table has the code.
 */
export function readSizeCode(
  code: string,
  text: string,
  fromFootprintText: boolean,
  system?: SizeSystem,
): StatementOf<'size'> | undefined {
  const readings: SizePair[] =
    system === 'inch'
      ? [sizeOfInchCode(code)].filter((pair) => pair !== undefined)
      : system === 'metric'
        ? [sizeOfMetricCode(code)].filter((pair) => pair !== undefined)
        : readingsOfSizeCode(code);
  if (readings.length === 0) return undefined;
  const [taken, other] = readings;
  const size = { ...taken, text, source: 'text' as const, ...(other ? { otherReading: other } : {}) };
  return { kind: 'size', text, size, fromFootprintText };
}

/** `1608M`, `0603Metric`, `1005mm`; `0603"`, `0402inch`. */
const SIZE_WITH_SYSTEM = /^(\d{4,5})(m|metric|mm|"|in|inch)$/i;
const SIZE_CODE = /^\d{4,5}$/;
/** A lead spacing after P or LS in the same word: `P5`, `P2.5mm`, `LS7.5`. */
const SPACING_WITH_NAME = new RegExp(`^(?:P|LS)(${NUMBER}(?:mm)?)$`, 'i');
const JIS_IN_ONE_WORD = /^JIS[-_]?(B|E|F|CH|SL)$/i;

export function systemOfSuffix(suffix: string): SizeSystem | undefined {
  const lower = suffix.toLowerCase();
  if (lower === 'm' || lower === 'metric' || lower === 'mm') return 'metric';
  return lower === '"' || lower === 'in' || lower === 'inch' ? 'inch' : undefined;
}

export function statementOfMeaning(meaning: WordMeaning, text: string): Statement {
  if ('smdType' in meaning) {
    return { kind: 'smdType', text, smdType: meaning.smdType, evidence: { part: 'capacitor', mount: 'smd' } };
  }
  if ('mounting' in meaning) {
    return { kind: 'mounting', text, mounting: meaning.mounting, evidence: { part: 'capacitor', mount: 'smd' } };
  }
  if ('notFitted' in meaning) return { kind: 'notFitted', text };
  if ('outOfScope' in meaning)
    return { kind: 'outOfScope', text, scope: meaning.outOfScope, weak: meaning.weak === true };
  if ('setAside' in meaning) return { kind: 'setAside', text };
  return 'evidence' in meaning ? { kind: 'word', text, evidence: meaning.evidence } : { kind: 'word', text };
}

/**
 * What one word states by itself, in free text; `unread` when nothing. `parse` is the word as the readers
 * take it, `text` as written.
 */
export function readWord(parse: string, text: string, fromFootprintText: boolean): Statement {
  const characteristic = characteristicOfWord(parse);
  if (characteristic !== undefined)
    return { kind: 'characteristic', text, code: characteristic, evidence: { part: 'capacitor' } };
  const designator = readDesignator(parse);
  if (designator) return designator;
  const jis = JIS_IN_ONE_WORD.exec(parse);
  if (jis)
    return { kind: 'characteristic', text, code: jisCharacteristic(jis[1]) as string, evidence: { part: 'capacitor' } };
  if (SIZE_CODE.test(parse)) return readSizeCode(parse, text, fromFootprintText) ?? noSizeCode(parse, text);
  const sizeWithSystem = SIZE_WITH_SYSTEM.exec(parse);
  if (sizeWithSystem) {
    const system = systemOfSuffix(sizeWithSystem[2]);
    return readSizeCode(sizeWithSystem[1], text, fromFootprintText, system) ?? { kind: 'unread', text };
  }
  const scope = readNotFittedWord(parse, text) ?? readOutOfScopeWord(parse, text);
  if (scope) return scope;
  const family = familyBody(parse);
  if (family)
    return {
      kind: 'body',
      text,
      body: family.body,
      family: family.family,
      evidence: { part: 'inductor', explicit: true },
    };
  const dimensions = readDimensions(parse);
  if (dimensions) return { kind: 'body', text, body: dimensions };
  // A length in mils or inches is a lead spacing: chip sizes are never written so.
  if (/^(?:\d+(?:\.\d+)?mils?|\d*\.\d+(?:in|inch|"))$/i.test(parse)) {
    return readLeadSpacing(parse, text, false) ?? { kind: 'unread', text };
  }
  const spacing = SPACING_WITH_NAME.exec(parse);
  if (spacing) return readLeadSpacing(spacing[1], text, false) ?? { kind: 'unread', text };
  if (/^[A-Z]$/.test(parse) && isToleranceLetter(parse)) return { kind: 'toleranceLetter', text, letter: parse };
  const meaning = meaningOfPhrase(phraseKey([parse]));
  if (meaning) return statementOfMeaning(meaning, text);
  return (
    readValueWord(parse, text) ??
    readVoltageWord(parse, text) ??
    readCurrentWord(parse, text) ??
    readToleranceWord(parse, text) ?? { kind: 'unread', text }
  );
}

/** A word of a size code's form that is none of the tables': unread, with the code it most likely meant. */
function noSizeCode(code: string, text: string): Statement {
  const suggestion = sizeCodeMeant(code);
  return { kind: 'unread', text, sizeCode: suggestion === undefined ? {} : { suggestion } };
}
