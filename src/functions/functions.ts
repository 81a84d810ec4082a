import {
  BOTTOM_CATEGORIES,
  type BottomCategory,
  CATEGORY_IDS,
  type FieldDefinition,
  fieldNames,
  formatFilter,
  isBottomCategory,
  isCategoryId,
  readCondition,
  type Condition,
  bottomCategoriesOf,
  DescriptionError,
  type LineAnswer,
  readPartDescription,
} from '../core';
import { cellText, flatten, given, isRow, partnoText } from './cells';
import { CellRefusal, cellWordsFor, currentCellWords, type ExcelError, excelError, toExcelError } from './excelErrors';
import { recordError } from '../office/errorLog';
import { currentClient } from '../office/runtime';
import { hostSupports } from '../office/requirements';
import { cancelSignal, inValuePreview, PREVIEW_PLACEHOLDER } from './invocation';
import { type CellLookup, lookUpCells } from './cellLookups';
import { partCard } from './partCard';
import { requestLanguage } from './requestLanguage';
import { MATCH_COLUMNS, matchRow, notFittedRow, statedText } from './matchCells';
import { equivalentsCells } from './equivalentsCells';
import { fieldsOf, type ResultCell, valueOf } from './fieldCells';
import { searchCells } from './searchCells';
import { boundRows } from './resultBound';

export type { ResultCell } from './fieldCells';

// The exported functions' signatures use the types Excel's custom-functions metadata understands
// (any[][] for ranges, string, number): this is the Office boundary, and every input is narrowed at once.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Runs a function body so that every call settles with a value or an Excel error, never a stack trace. */
function settle<T>(work: () => Promise<T>): Promise<T> {
  // Not an async function: a recalculation has tens of thousands of calls waiting here at once, and each
  // suspended async function keeps its whole frame.
  let pending: Promise<T>;
  try {
    pending = work();
  } catch (error) {
    pending = Promise.reject(error);
  }
  return pending.catch(async (error: unknown) => {
    recordError(error, 'cell');
    throw toExcelError(error, await currentCellWords());
  });
}

/**
 * The value of a field for a part number. Give a column of part numbers and a row of field names to get
 * the whole matrix from one batched lookup.
 * @customfunction SPEC
 * @param partno Part number(s), e.g. A2 or A2:A900; or PartSpec cards (PART.CARD).
 * @param field Field name(s), e.g. "Capacitance" or B1:F1.
 * @param [lang] Language of text values: en, ja or zh (default: the settings').
 * @returns The values: numbers in SI units, text, TRUE/FALSE.
 */
export function spec(
  partno: any[][],
  field: any[][],
  lang?: string,
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  // Not an async function, as settle: one promise fewer for each of a recalculation's cells.
  return settle(() => {
    const definitions = fieldsOf(field);
    return lookUpCells(partno, lang, invocation).then((lookup) => specRows(partno, definitions, lookup));
  });
}

/** PART.SPEC's rows: a row per part number, a column per field. */
function specRows(partno: any[][], definitions: readonly FieldDefinition[], lookup: CellLookup): ResultCell[][] {
  const { partnos, preview, words, found, failure, refused } = lookup;
  const rows = partnos.map((text, index): ResultCell[] => {
    // A cell holding a data type that is no part number: its words, in its own row.
    const refusal = refused.get(index);
    if (refusal) return definitions.map(() => refusal);
    if (text === '') return definitions.map(() => '');
    // While the formula is typed, what is not known yet waits for Enter: no request.
    if (preview && !found.has(text)) return definitions.map(() => PREVIEW_PLACEHOLDER);
    if (!found.has(text) && failure) return definitions.map(() => failure);
    const product = found.get(text);
    if (!product) return definitions.map(() => excelError('#N/A', words.partNotFound(text)));
    return definitions.map((definition) => valueOf(product, definition));
  });
  // A row of part numbers with one field answers in a row, as it was asked.
  return isRow(partno) && definitions.length === 1 ? [rows.map((row) => row[0])] : rows;
}

/**
 * The lifecycle status of a part number (In Production, NRND, To be discontinued, Discontinued, Under Development).
 * @customfunction STATUS
 * @param partno Part number(s), or PartSpec cards.
 * @param [lang] Language: en, ja or zh.
 * @returns The status of each part.
 */
export async function status(
  partno: any[][],
  lang?: string,
  invocation?: CustomFunctions.Invocation,
): Promise<any[][]> {
  return spec(partno, [['Status']], lang, invocation);
}

/**
 * Products matching a filter: a header row, then one row per product.
 * @customfunction FINDPARTS
 * @param filter What to find, e.g. "Capacitance ge 100nF and RatedVoltage ge 50V".
 * @param [fields] Field names for the columns (default: every field that applies).
 * @param [orderby] Sort order, e.g. "Capacitance asc,RatedVoltage desc".
 * @param [lang] Language: en, ja or zh.
 * @param [maxRows] Most products to return (default 2000, one request; more pages through the service).
 * @param invocation What Excel passes: value preview sends nothing; cancelling stops the paging.
 * @returns A table with a header row.
 * @cancelable
 */
export async function search(
  filter: string,
  fields?: any[][],
  orderby?: string,
  lang?: string,
  maxRows?: number,
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<any[][]> {
  return settle(() => searchCells(filter, fields, orderby, lang, maxRows, invocation));
}

/**
 * Field names, for headers and data validation lists.
 * @customfunction FIELDS
 * @param [category] ceramicCapacitorsSMD, ceramicCapacitorsLead, inductors or ceramicCapacitors (default: all).
 * @returns One field name per row.
 */
export async function fields(category?: string): Promise<string[][]> {
  return settle(async () => {
    if (!given(category)) return fieldNames().map((name) => [name]);
    const id = cellText(category);
    if (!isCategoryId(id))
      throw new CellRefusal('#VALUE!', (words) => words.unknownCategory(id, CATEGORY_IDS.join(', ')));
    const names = new Set(bottomCategoriesOf(id).flatMap((bottom: BottomCategory) => fieldNames(bottom)));
    return fieldNames()
      .filter((name) => names.has(name))
      .map((name) => [name]);
  });
}

/**
 * The address from which every product of a category can be downloaded; it works for 7 days.
 * @customfunction DOWNLOADURL
 * @param category ceramicCapacitorsSMD, ceramicCapacitorsLead or inductors.
 * @param [lang] Language: en, ja or zh.
 * @returns The download address.
 */
export async function downloadUrl(
  category: string,
  lang?: string,
  invocation?: CustomFunctions.Invocation,
): Promise<string> {
  return settle(async () => {
    if (inValuePreview(invocation)) return PREVIEW_PLACEHOLDER;
    const id = cellText(category);
    if (!isBottomCategory(id))
      throw new CellRefusal('#VALUE!', (words) => words.notBottomCategory(id, BOTTOM_CATEGORIES.join(', ')));
    const { client, settings } = await currentClient();
    return client.downloadUrl(id, { lang: requestLanguage(lang, settings.lang) });
  });
}

/**
 * Builds a filter from cells: items, operators and values side by side, joined with "and". Checks it and
 * returns it in the service's syntax, ready for PART.FINDPARTS.
 * @customfunction BUILDFILTER
 * @param items Search items, e.g. B2:B4 holding Capacitance, RatedVoltage, Status.
 * @param operators Operators, e.g. ge, <=, eq, startswith, contains.
 * @param values Values, e.g. 100nF, 50V, NRND|Discontinued.
 * @returns The filter text.
 */
export async function filter(items: any[][], operators: any[][], values: any[][]): Promise<string> {
  return settle(async () => {
    const [names, ops, literals] = [flatten(items), flatten(operators), flatten(values)].map((list) =>
      list.map(cellText),
    );
    if (names.length !== ops.length || names.length !== literals.length) {
      throw new CellRefusal('#VALUE!', (words) => words.conditionCounts(names.length, ops.length, literals.length));
    }
    const { settings } = await currentClient();
    // Each row is read as it stands in its cells, so a problem is told in terms of what the user typed.
    const conditions: Condition[] = [];
    names.forEach((item, index) => {
      if (item === '') return;
      const reading = readCondition({ item, operator: ops[index], value: literals[index], lang: settings.lang });
      if ('problem' in reading) {
        const { problem } = reading;
        throw new CellRefusal('#VALUE!', (words) => words.conditionProblem(problem, index + 1));
      }
      conditions.push(reading.condition);
    });
    return formatFilter({ conditions });
  });
}

/**
 * A part as an Excel data type: the cell shows the part number, its card the datasheet (the part, its
 * specifications with units, compliance, lifecycle, documents and links), and formulas read its
 * properties, e.g. =A2.Capacitance (the SI number, shown with its unit). Where Excel has no data types
 * (CustomFunctionsRuntime 1.4), the part number as text.
 * @customfunction CARD
 * @param partno Part number(s), e.g. A2 or A2:A50; or PartSpec cards.
 * @param [lang] Language: en, ja or zh.
 * @param invocation What Excel passes: value preview sends nothing.
 * @returns The parts as data types; a column of part numbers spills a column of cards.
 */
export async function card(partno: any[][], lang?: string, invocation?: CustomFunctions.Invocation): Promise<any[][]> {
  return settle(async () => {
    const { client, partnos, preview, words, found, failure, refused } = await lookUpCells(partno, lang, invocation);
    // Older Excel (perpetual 2019, 2021) shows no data types: the part number, as text, rather than an error.
    const dataTypes = hostSupports('CustomFunctionsRuntime', '1.4');
    const cells = partnos.map((text, index): unknown => {
      const refusal = refused.get(index);
      if (refusal) return refusal;
      if (text === '') return '';
      if (preview && !found.has(text)) return PREVIEW_PLACEHOLDER;
      if (!found.has(text) && failure) return failure;
      const product = found.get(text);
      if (!product) return excelError('#N/A', words.partNotFound(text));
      return dataTypes ? partCard(product, client.snapshots.of(product)) : product.record.Partno;
    });
    // A card weighs several KB: a long column of them would pass what Excel takes from one call.
    const bounded = boundRows<unknown>(
      [],
      cells.map((cell) => [cell]),
      (kept) => [words.resultCut('cards', kept, cells.length)],
    ).rows;
    return isRow(partno) ? [bounded.map(([cell]) => cell)] : bounded;
  });
}

/**
 * Parts In Production that can replace a part, best first: only drop-ins, which pass every crossing rule
 * (README, Crossing rules), each with what it does better.
 * @customfunction EQUIVALENTS
 * @param partno A part number, e.g. A2, or a PartSpec card.
 * @param [maxRows] Most parts to list (default 20).
 * @param [fields] Field names for more columns, e.g. B1:D1.
 * @param [lang] Language: en, ja or zh.
 * @param invocation What Excel passes: value preview sends nothing; cancelling stops the search.
 * @returns A table with a header row: Partno, Verdict, Differences (what it does better), then the fields asked for.
 * @cancelable
 */
export async function equivalents(
  partno: any,
  maxRows?: number,
  fields?: any[][],
  lang?: string,
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<any[][]> {
  return settle(() => equivalentsCells(partnoText(partno), maxRows, fields, lang, invocation));
}

/** Parts per line PART.MATCHLINE shows unless told otherwise: the one it would choose. */
const DEFAULT_MATCHES = 1;

/** Most parts per line: enough to choose from; a column of lines spills this many parts' columns side by side. */
const MAX_MATCHES = 100;

/** What one line of PART.MATCHLINE came to: its answer (its parts best first, or why none), or the failure of its own search. */
type LineOutcome = { readonly answer: LineAnswer } | { readonly failure: unknown };

/**
 * Parts that meet what a BOM line states, best first: the part number, the verdict (exact: every stated
 * requirement equal; meets: each met, some exceeded; near: the nearest, when no part meets them) and why
 * (each requirement exceeded or not stated, in the display language).
 * @customfunction MATCHLINE
 * @param description What the line states, e.g. "100nF 16V X7R" or A2; or a column of lines, e.g. A2:A900.
 * @param [footprint] The footprint as its own cell, e.g. "C_0402_1005Metric" or B2; or a column, e.g. B2:B900.
 * @param [count] Parts per line (default 1). One line spills a row per part; a column of lines, a row per line with Partno, Verdict, Why repeated per part.
 * @param invocation What Excel passes: value preview sends nothing; cancelling stops the searches.
 * @returns Partno, Verdict, Why.
 * @cancelable
 */
export async function match(
  description: any[][],
  footprint?: any[][],
  count?: number,
  invocation?: CustomFunctions.CancelableInvocation,
): Promise<any[][]> {
  return settle(async () => {
    if (inValuePreview(invocation)) return [[PREVIEW_PLACEHOLDER]];
    const lines = flatten(description).map(cellText);
    const footprints = footprint === null || footprint === undefined ? [] : flatten(footprint).map(cellText);
    if (footprints.length > 1 && footprints.length !== lines.length) {
      throw new CellRefusal('#VALUE!', (words) => words.footprintCount(lines.length, footprints.length));
    }
    const limit = given(count) ? Number(count) : DEFAULT_MATCHES;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_MATCHES)
      throw new CellRefusal('#VALUE!', (words) => words.countNotWhole(cellText(count), MAX_MATCHES));
    // One footprint cell is every line's footprint.
    const footprintOf = (index: number): string =>
      footprints.length === 1 ? footprints[0] : (footprints[index] ?? '');
    const signal = cancelSignal(invocation);
    const { client, settings } = await currentClient();
    const words = cellWordsFor(settings);
    // The same line twice in one range is asked once; lines of other cells share their searches in core.
    const asked = new Map<string, Promise<LineOutcome>>();
    const outcomeOf = (text: string, footprintText: string): Promise<LineOutcome> => {
      const key = `${text}\u0000${footprintText}`;
      let outcome = asked.get(key);
      if (!outcome) {
        outcome = client
          .matchLine(text, {
            footprint: footprintText === '' ? undefined : footprintText,
            count: limit,
            lang: settings.lang,
            signal,
          })
          .then(
            (answer): LineOutcome => ({ answer }),
            (failure: unknown): LineOutcome => ({ failure }),
          );
        asked.set(key, outcome);
      }
      return outcome;
    };
    const outcomes = await Promise.all(
      lines.map((text, index) => (text === '' ? undefined : outcomeOf(text, footprintOf(index)))),
    );
    const noMatch = (text: string, footprintText: string): ExcelError =>
      excelError(
        '#N/A',
        words.noMatch(
          [text, footprintText].join(' ').trim(),
          statedText(readPartDescription(text, footprintText || undefined), words),
        ),
      );
    const empty = (): ResultCell[] => Array.from({ length: MATCH_COLUMNS }, () => '');
    /** A line's parts (at most `limit`), its row of Not fitted, or the error that says why it has none. */
    const rowsOf = (answer: LineAnswer, index: number): ResultCell[][] | ExcelError => {
      switch (answer.kind) {
        case 'parts':
          return answer.matches.length === 0
            ? noMatch(lines[index], footprintOf(index))
            : answer.matches.slice(0, limit).map((found) => matchRow(found, words));
        case 'notFitted':
          return [notFittedRow(answer.text, words)];
        case 'outOfScope':
          return excelError('#N/A', words.outOfScope(answer.outOfScope));
        case 'notInCatalogue':
          return excelError('#N/A', words.notInCatalogue(answer.reason));
        case 'noValue':
          return toExcelError(new DescriptionError(answer.description.text, answer.description.unread), words);
      }
    };

    if (lines.length === 1) {
      // One line: its parts one per row, or the cell's own error.
      const [outcome] = outcomes;
      if (!outcome) return [empty()];
      if ('failure' in outcome) throw outcome.failure;
      const rows = rowsOf(outcome.answer, 0);
      if (!Array.isArray(rows)) throw rows;
      const parts = rows.length;
      while (rows.length < limit) rows.push(empty());
      return boundRows([], rows, (kept) => [words.resultCut('parts', kept, parts), '', '']).rows;
    }
    // A column of lines: a row per line, beside the BOM, its parts side by side; a line that failed is its
    // own row's error.
    const width = MATCH_COLUMNS * limit;
    const lineRows = outcomes.map((outcome, index): ResultCell[] => {
      if (!outcome) return Array.from({ length: width }, () => '');
      const failed = (error: ExcelError): ResultCell[] => Array.from({ length: width }, () => error);
      if ('failure' in outcome) {
        recordError(outcome.failure, 'cell');
        return failed(toExcelError(outcome.failure, words));
      }
      const rows = rowsOf(outcome.answer, index);
      if (!Array.isArray(rows)) return failed(rows);
      const cells: ResultCell[] = rows.flat();
      while (cells.length < width) cells.push('');
      return cells;
    });
    return boundRows([], lineRows, (kept) => [
      words.resultCut('lines', kept, lines.length),
      ...Array.from({ length: width - 1 }, () => ''),
    ]).rows;
  });
}

/**
 * Every function by the id Excel knows it by (the `@customfunction` id): what the build's metadata plugin
 * associates, once each, by the calls it appends to this file (register.ts associates nothing itself).
 */
export const FUNCTIONS = {
  SPEC: spec,
  STATUS: status,
  FINDPARTS: search,
  FIELDS: fields,
  DOWNLOADURL: downloadUrl,
  BUILDFILTER: filter,
  EQUIVALENTS: equivalents,
  CARD: card,
  MATCHLINE: match,
} as const;
