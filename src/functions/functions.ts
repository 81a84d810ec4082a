import { cardCells } from './card';
import { downloadUrlText, fieldNameCells } from './categories';
import { partnoText } from './cells';
import { equivalentsCells } from './equivalents';
import { matchLineCells } from './match';
import { filterText, searchCells } from './search';
import { settle, settleTable } from './settle';
import { specCells } from './spec';

export type { ResultCell } from './fieldCells';

// The entry points of the PART functions, and only them: the custom-functions metadata plugin reads their
// JSDoc (functions.json) and appends to this file the calls that associate each. Each body is in the module
// named after it. The signatures use the types Excel's custom-functions metadata understands (any[][] for
// ranges, string, number): this is the Office boundary, and every input is narrowed at once.
/* eslint-disable @typescript-eslint/no-explicit-any */

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
  return settle(() => specCells(partno, field, lang, invocation));
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
  return settleTable(invocation, (signal) => searchCells(filter, fields, orderby, lang, maxRows, signal));
}

/**
 * Field names, for headers and data validation lists.
 * @customfunction FIELDS
 * @param [category] ceramicCapacitorsSMD, ceramicCapacitorsLead, inductors or ceramicCapacitors (default: all).
 * @returns One field name per row.
 */
export async function fields(category?: string): Promise<string[][]> {
  return settle(async () => fieldNameCells(category));
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
  return settle(() => downloadUrlText(category, lang, invocation));
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
  return settle(() => filterText(items, operators, values));
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
  return settle(() => cardCells(partno, lang, invocation));
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
  return settleTable(invocation, (signal) => equivalentsCells(partnoText(partno), maxRows, fields, lang, signal));
}

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
  return settleTable(invocation, (signal) => matchLineCells(description, footprint, count, signal));
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
