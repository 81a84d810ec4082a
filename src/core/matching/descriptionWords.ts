import { CJK_UNITS, CJK_WORDS } from './descriptionVocabulary';
import { NUMBER } from './decimalText';

/** One word of a BOM line. */
export interface Word {
  /** As written (after NFKC), the user's own spelling, for `unread` and the statements' `text`. */
  readonly text: string;
  /** What the readers read: the same, but with a Japanese or Chinese unit as its ASCII symbol (`100微法` → `100uF`). */
  readonly parse: string;
  /** Where the word lies in the normalized line, so that a statement of several words can quote them as written. */
  readonly start: number;
  readonly end: number;
}

/**
 * The line as the readers see it: NFKC turns full-width digits and letters into ASCII (`１００ｎＦ` → `100nF`),
 * the ideographic space into a space and the micro sign into μ.
 */
export function normalizeDescription(text: string): string {
  return text.normalize('NFKC');
}

/** A character of a word: anything but a separator. Commas are split apart afterwards (splitCommas). */
const WORD_CHARACTER = String.raw`[^\s;()\[\]{}=/]`;

/**
 * Words are split at spaces, commas, semicolons, parentheses, `=` and slashes (`4.7uH/2A`, `LS=7.5mm`), but
 * a tolerance keeps its sign and slash (`+/- 5%`, `± 10%`, `+80/-20%`).
 */
const WORDS = new RegExp(
  [
    // A value with its own tolerance written on to it (`3.9+/-0.2nH`, `10uF±10%`): one word, split by splitOwnTolerance.
    String.raw`${NUMBER}(?:[pnuμmPNU]?[FfHh]|[pnuμPNU])?(?:±|\+/-|\+-)${NUMBER}(?:%|[pnuμPNU]?[FfHh])`,
    String.raw`(?:±|\+/-|\+-)\s*${WORD_CHARACTER}*`,
    String.raw`[+-]\d[\d.,]*%?/[+-]\d[\d.,]*%`,
    `${WORD_CHARACTER}+`,
  ].join('|'),
  'g',
);

const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/** A word that is only a unit, which BOMs often write apart from its number (`100 nF`, `16 V`, `10 %`). */
const UNIT_ONLY = /^(?:k?(?:v|vdc|vac|wv|wvdc|vrms)|m?a|[pnuμm]?[fh]|%|mm)$/i;
const NUMBER_ONLY = new RegExp(`^${NUMBER}$`);

/** The words of a normalized line, in order. */
export function splitWords(line: string): Word[] {
  const words: Word[] = [];
  for (const match of line.matchAll(WORDS)) {
    const own = splitOwnTolerance(match[0], match.index);
    if (own) {
      words.push(...own);
      continue;
    }
    for (const part of splitCommas(match[0], match.index)) words.push(...splitScripts(part.text, part.start));
  }
  return joinUnits(words);
}

const OWN_TOLERANCE = new RegExp(
  String.raw`^(${NUMBER})([pnuμmPNU]?[FfHh]|[pnuμPNU])?(?:±|\+/-|\+-)(${NUMBER})(%|[pnuμPNU]?[FfHh])$`,
);

/**
 * A value written with its own tolerance, as two words quoted alike: the value, in its own unit or the
 * tolerance's (`3.9+/-0.2nH` is 3.9 nH ±0.2 nH), and the tolerance (`10uF±10%`: ±10 %). Undefined for any other word.
 */
function splitOwnTolerance(text: string, start: number): Word[] | undefined {
  const own = OWN_TOLERANCE.exec(text);
  if (!own) return undefined;
  const [, value, valueUnit, amount, toleranceUnit] = own;
  const unit = valueUnit ?? (toleranceUnit === '%' ? '' : toleranceUnit);
  const end = start + text.length;
  return [
    { text, parse: `${value}${unit}`, start, end },
    { text, parse: `±${amount}${toleranceUnit}`, start, end },
  ];
}

/**
 * A comma separates words (`100n,16V`) except inside a short number, where it is a decimal comma (`4,7uF`)
 * or groups thousands (`2,200pF`); between two codes (`0603,1608`) it separates them. Written without
 * lookbehind, which older WebKit (Excel on an older Mac) cannot parse.
 */
function splitCommas(text: string, start: number): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  let from = 0;
  for (let at = text.indexOf(','); at !== -1; at = text.indexOf(',', at + 1)) {
    const inNumber = /(?:^|\D)\d{1,3}$/.test(text.slice(0, at)) && /^\d{1,3}(?:\D|$)/.test(text.slice(at + 1));
    if (inNumber) continue;
    if (at > from) parts.push({ text: text.slice(from, at), start: start + from });
    from = at + 1;
  }
  if (from < text.length) parts.push({ text: text.slice(from), start: start + from });
  return parts;
}

/** A word is split where Japanese or Chinese starts or ends (`电容100nF`), and a run of those by its words. */
function splitScripts(text: string, start: number): Word[] {
  const words: Word[] = [];
  let last = 0;
  for (const run of text.matchAll(CJK_RUN)) {
    if (run.index > last) words.push(word(text.slice(last, run.index), start + last));
    words.push(...segment(run[0], start + run.index));
    last = run.index + run[0].length;
  }
  if (last < text.length) words.push(word(text.slice(last), start + last));
  return words;
}

/** Longest match first; characters that start no known word stay together as one word (to be unread). */
function segment(run: string, start: number): Word[] {
  const words: Word[] = [];
  let unknownFrom: number | undefined;
  let at = 0;
  while (at < run.length) {
    const known = CJK_WORDS.filter((candidate) => run.startsWith(candidate, at)).sort((a, b) => b.length - a.length)[0];
    if (known === undefined) {
      unknownFrom ??= at;
      at += 1;
      continue;
    }
    if (unknownFrom !== undefined) words.push(word(run.slice(unknownFrom, at), start + unknownFrom));
    unknownFrom = undefined;
    words.push(word(known, start + at));
    at += known.length;
  }
  if (unknownFrom !== undefined) words.push(word(run.slice(unknownFrom), start + unknownFrom));
  return words;
}

function word(text: string, start: number): Word {
  const parse = Object.hasOwn(CJK_UNITS, text) ? CJK_UNITS[text] : text;
  return { text, parse, start, end: start + text.length };
}

/**
 * A number followed by a word that is only a unit is one word (`100 nF` → `100nF`, `16伏` → `16V`); but
 * not a number written with a leading zero (`0402 A`): that is a size code, never a quantity.
 */
function joinUnits(words: readonly Word[]): Word[] {
  const joined: Word[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const current = words[index];
    const next = words[index + 1];
    if (
      next &&
      NUMBER_ONLY.test(current.parse) &&
      !/^0\d/.test(current.parse) &&
      (UNIT_ONLY.test(next.parse) || Object.hasOwn(CJK_UNITS, next.text))
    ) {
      joined.push({
        text: `${current.text}${current.end === next.start ? '' : ' '}${next.text}`,
        parse: `${current.parse}${next.parse}`,
        start: current.start,
        end: next.end,
      });
      index += 1;
    } else {
      joined.push(current);
    }
  }
  return joined;
}
