import { toDecimal, toScientific } from './decimal';
import { dateOfSerial } from './excelDate';

/**
 * A number as Excel would roughly show it under a number format code, en-US: `General`, dates and
 * times (`yyyy-mm-dd`, `m/d/yyyy h:mm AM/PM`...), fixed decimals (`0`, `0.00`, `#,##0.###`), percent
 * (`0%`), scientific (`0.00E+00`), literal text ("..." and \x) and up to three sections (positive;
 * negative; zero). Not rendered: colours, conditions, fractions and column-width effects (Excel's
 * General adapts to the column width; this assumes a standard column of 11 characters). Enough for a
 * preview grid to show what a user will see in Excel.
 */
export function displayNumber(value: number, format: string | undefined): string {
  if (!Number.isFinite(value)) return '#NUM!';
  if (format === undefined || format === '' || /^general$/i.test(format)) return general(value);
  const sections = splitSections(format);
  let section = sections[0];
  let number = value;
  let sign = value < 0 ? '-' : '';
  if (value < 0 && sections.length >= 2) {
    section = sections[1];
    number = -value;
    sign = '';
  } else if (value === 0 && sections.length >= 3) {
    section = sections[2];
  }
  if (/^general$/i.test(section.trim()) || section.trim() === '@') return sign + general(Math.abs(number));
  const tokens = tokenize(section);
  if (tokens.some((token) => token.kind === 'code' && /[ydhs]/i.test(token.text))) return date(number, tokens);
  if (tokens.some((token) => token.kind === 'code' && /^m+$/i.test(token.text))) return date(number, tokens);
  return sign + numeric(Math.abs(number), tokens);
}

/** `General` in a standard-width column: up to 11 characters, scientific when the number would not fit. */
export function general(value: number): string {
  if (value === 0) return '0';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= 1e11 || size < 1e-5) {
    const { mantissa, exponent } = toScientific(size, 5);
    const fraction = mantissa.fraction.replace(/0+$/, '');
    const power = String(Math.abs(exponent)).padStart(2, '0');
    return `${sign}${mantissa.integer}${fraction ? `.${fraction}` : ''}E${exponent < 0 ? '-' : '+'}${power}`;
  }
  const integerDigits = size >= 1 ? Math.floor(Math.log10(size)) + 1 : 1;
  const { integer, fraction } = toDecimal(size, Math.max(0, 10 - integerDigits));
  const shown = fraction.replace(/0+$/, '');
  return `${sign}${integer}${shown ? `.${shown}` : ''}`;
}

interface Token {
  /** `code`: format characters (digits, date parts); `literal`: shown as it is. */
  readonly kind: 'code' | 'literal';
  readonly text: string;
}

/** The sections of a format code, split at `;` outside quotes and escapes. */
function splitSections(format: string): string[] {
  const sections: string[] = [];
  let current = '';
  for (let index = 0; index < format.length; index++) {
    const character = format[index];
    if (character === '"') {
      const end = format.indexOf('"', index + 1);
      const stop = end === -1 ? format.length : end;
      current += format.slice(index, stop + 1);
      index = stop;
    } else if (character === '\\' && index + 1 < format.length) {
      current += format.slice(index, index + 2);
      index++;
    } else if (character === ';') {
      sections.push(current);
      current = '';
    } else current += character;
  }
  sections.push(current);
  return sections;
}

const DATE_CODES = /^(?:y+|m+|d+|h+|s+|am\/pm|a\/p)/i;
const NUMBER_CODES = /^[0#?.,%]|^[eE][+-]/;

function tokenize(section: string): Token[] {
  const tokens: Token[] = [];
  const literal = (text: string): void => {
    const last = tokens[tokens.length - 1];
    if (last?.kind === 'literal') tokens[tokens.length - 1] = { kind: 'literal', text: last.text + text };
    else tokens.push({ kind: 'literal', text });
  };
  for (let index = 0; index < section.length;) {
    const rest = section.slice(index);
    const character = section[index];
    if (character === '"') {
      const end = section.indexOf('"', index + 1);
      const stop = end === -1 ? section.length : end;
      literal(section.slice(index + 1, stop));
      index = stop + 1;
    } else if (character === '\\') {
      literal(section[index + 1] ?? '');
      index += 2;
    } else if (character === '_') {
      // Space as wide as the next character: a plain space here.
      literal(' ');
      index += 2;
    } else if (character === '*') {
      // Repeat to fill the column: nothing in a preview.
      index += 2;
    } else if (character === '[') {
      // Colours, conditions and locales: not shown.
      const end = section.indexOf(']', index);
      index = end === -1 ? section.length : end + 1;
    } else {
      const code = DATE_CODES.exec(rest) ?? NUMBER_CODES.exec(rest);
      if (code) {
        tokens.push({ kind: 'code', text: code[0] });
        index += code[0].length;
      } else {
        literal(character);
        index += 1;
      }
    }
  }
  return tokens;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function date(serial: number, tokens: readonly Token[]): string {
  const parts = dateOfSerial(serial);
  // Excel fills the cell with # for a number that is no date.
  if (!parts) return '########';
  const twelveHour = tokens.some((token) => /^(am\/pm|a\/p)$/i.test(token.text));
  const two = (n: number): string => String(n).padStart(2, '0');
  let output = '';
  tokens.forEach((token, index) => {
    if (token.kind === 'literal') {
      output += token.text;
      return;
    }
    const code = token.text.toLowerCase();
    if (code[0] === 'y') output += code.length <= 2 ? two(parts.year % 100) : String(parts.year);
    else if (code[0] === 'd') {
      if (code.length === 1) output += String(parts.day);
      else if (code.length === 2) output += two(parts.day);
      else if (code.length === 3) output += WEEKDAYS[parts.weekday].slice(0, 3);
      else output += WEEKDAYS[parts.weekday];
    } else if (code[0] === 'm') {
      if (code.length <= 2 && isMinute(tokens, index))
        output += code.length === 1 ? String(parts.minute) : two(parts.minute);
      else if (code.length === 1) output += String(parts.month);
      else if (code.length === 2) output += two(parts.month);
      else if (code.length === 3) output += MONTHS[parts.month - 1].slice(0, 3);
      else if (code.length === 4) output += MONTHS[parts.month - 1];
      else output += MONTHS[parts.month - 1][0];
    } else if (code[0] === 'h') {
      const hour = twelveHour ? parts.hour % 12 || 12 : parts.hour;
      output += code.length === 1 ? String(hour) : two(hour);
    } else if (code[0] === 's') output += code.length === 1 ? String(parts.second) : two(parts.second);
    else if (code === 'am/pm') output += parts.hour < 12 ? 'AM' : 'PM';
    else if (code === 'a/p') output += parts.hour < 12 ? 'A' : 'P';
    else output += token.text;
  });
  return output;
}

/** `m` or `mm` means minutes right after an hour or right before seconds, months otherwise. */
function isMinute(tokens: readonly Token[], index: number): boolean {
  const codes = (direction: -1 | 1): string | undefined => {
    for (let at = index + direction; at >= 0 && at < tokens.length; at += direction) {
      if (tokens[at].kind === 'code') return tokens[at].text.toLowerCase();
    }
    return undefined;
  };
  return codes(-1)?.startsWith('h') === true || codes(1)?.startsWith('s') === true;
}

function numeric(value: number, tokens: readonly Token[]): string {
  const first = tokens.findIndex((token) => token.kind === 'code' && /^[0#?]/.test(token.text));
  if (first === -1) {
    // No digit placeholder: the format is literal text (and percent signs) only.
    return tokens.map((token) => token.text).join('');
  }
  let last = first;
  tokens.forEach((token, index) => {
    if (token.kind === 'code' && /^[0#?.,]|^[eE][+-]/.test(token.text)) last = Math.max(last, index);
  });
  const pattern = tokens
    .slice(first, last + 1)
    .filter((token) => token.kind === 'code')
    .map((token) => token.text)
    .join('');
  const before = tokens.slice(0, first);
  const after = tokens.slice(last + 1);
  const percents = [...before, ...after].filter((token) => token.text === '%').length;
  const text = (list: readonly Token[]): string => list.map((token) => token.text).join('');
  const scaled = value * 100 ** percents;
  return text(before) + digits(scaled, pattern) + text(after);
}

/** The number for a pattern of placeholders: `#,##0.00`, `0.###`, `0.00E+00`. */
function digits(value: number, pattern: string): string {
  const exponentAt = pattern.search(/[eE][+-]/);
  const mantissaPattern = exponentAt === -1 ? pattern : pattern.slice(0, exponentAt);
  const point = mantissaPattern.indexOf('.');
  let integerPattern = point === -1 ? mantissaPattern : mantissaPattern.slice(0, point);
  const fractionPattern = point === -1 ? '' : mantissaPattern.slice(point + 1).replace(/[^0#?]/g, '');
  // Commas after the last integer placeholder divide by a thousand each.
  const trailingCommas = /,+$/.exec(integerPattern)?.[0].length ?? 0;
  integerPattern = integerPattern.slice(0, integerPattern.length - trailingCommas);
  const grouping = integerPattern.includes(',');
  const minimumInteger = (integerPattern.match(/0/g) ?? []).length;
  const minimumFraction = (fractionPattern.match(/0/g) ?? []).length;
  const maximumFraction = fractionPattern.length;

  let integer: string;
  let fraction: string;
  let exponentText = '';
  if (exponentAt !== -1) {
    const exponentPattern = pattern.slice(exponentAt);
    // More than one integer placeholder: with a # among them, the exponent is a multiple of their number
    // (##0.0E+0 is engineering notation); with zeros only, the mantissa has that many integer digits.
    const integerPlaces = (integerPattern.match(/[0#?]/g) ?? []).length;
    const { mantissa, exponent } =
      value === 0
        ? { mantissa: toDecimal(0, maximumFraction), exponent: 0 }
        : toScientific(value, maximumFraction, {
            integerDigits: integerPlaces,
            grouping: integerPlaces > 1 && integerPattern.includes('#'),
          });
    integer = mantissa.integer;
    fraction = mantissa.fraction;
    const exponentDigits = Math.max(1, (exponentPattern.match(/0/g) ?? []).length);
    const signText = exponent < 0 ? '-' : exponentPattern[1] === '+' ? '+' : '';
    exponentText = `${exponentPattern[0]}${signText}${String(Math.abs(exponent)).padStart(exponentDigits, '0')}`;
  } else {
    ({ integer, fraction } = toDecimal(value / 1000 ** trailingCommas, maximumFraction));
  }
  fraction = fraction.slice(0, minimumFraction) + fraction.slice(minimumFraction).replace(/0+$/, '');
  if (integer === '0' && minimumInteger === 0) integer = '';
  integer = integer.padStart(minimumInteger, '0');
  if (grouping) integer = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Excel keeps the point of a pattern such as 0.### even when no decimal is left: 12 shows as "12.".
  return integer + (point === -1 ? '' : `.${fraction}`) + exponentText;
}
