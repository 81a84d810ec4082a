import { characteristicOfWord } from './characteristicCodes';
import { readVoltsField } from './ratingWords';
import { readSizeCode, readWord } from './readWord';
import type { PartEvidence, Statement } from './statements';
import { isToleranceLetter } from './toleranceCodes';
import { readValueWord } from './valueCodes';

/** TI reference designs' names: `C_100N_0402_X5R_K_10`, `C_1U_0402_X5R_M_6P3`, `L_1N8_0402_S`, `L_4U7_0805`. */
const UNDERSCORE_NAME = /^([CL])_(.+)$/i;

/** Words in these names that say only how the footprint is drawn. */
const DRAWING_WORDS = ['handsolder', 'handsoldering'];

/**
 * What an underscore name states, by position: the prefix says the kind of part, the first field is the
 * value (`6P3` there is 6.3 pF), and a bare number or `6P3` after it is the rated voltage in volts. A field
 * read by none of these is read as a word of free text, else unread as written. Undefined when the word is
 * no such name.
 */
export function readUnderscoreName(text: string, fromFootprintText: boolean): Statement[] | undefined {
  const name = UNDERSCORE_NAME.exec(text);
  if (!name) return undefined;
  const evidence: PartEvidence = { part: name[1].toUpperCase() === 'C' ? 'capacitor' : 'inductor', explicit: true };
  const statements: Statement[] = [{ kind: 'word', text, evidence }];
  name[2].split('_').forEach((field, index) => {
    if (field === '') return;
    statements.push(readField(field, index, fromFootprintText));
  });
  return statements;
}

function readField(field: string, index: number, fromFootprintText: boolean): Statement {
  if (index === 0) {
    const value = readValueWord(field);
    if (value) return value;
  }
  const size = /^\d{4,5}$/.test(field) ? readSizeCode(field, field, fromFootprintText) : undefined;
  if (size) return size;
  const characteristic = characteristicOfWord(field);
  if (characteristic !== undefined)
    return { kind: 'characteristic', text: field, code: characteristic, evidence: { part: 'capacitor' } };
  if (/^[A-Z]$/.test(field) && isToleranceLetter(field)) return { kind: 'toleranceLetter', text: field, letter: field };
  if (index > 0) {
    const voltage = readVoltsField(field);
    if (voltage) return voltage;
  }
  if (DRAWING_WORDS.includes(field.toLowerCase())) return { kind: 'word', text: field };
  return readWord(field, field, fromFootprintText);
}
