import { type Alternative, differenceText, findEquivalents, partnoKey, SingleFlight } from '../core';
import { currentClient } from '../office/runtime';
import { given } from './cells';
import { CellRefusal, cellWordsFor } from './excelErrors';
import { fieldsOf, type ResultCell, valueOf } from './fieldCells';
import { maxRowsOf } from './maxRows';
import { requestLanguage } from './requestLanguage';
import { boundRows, MAX_RESULT_BYTES } from './resultBound';
import { jsonBytes } from '../office/workbook/payload';
import type { CellInput } from './cells';

/** Rows PART.EQUIVALENTS lists unless told otherwise: enough to choose from, few enough to read. */
const DEFAULT_EQUIVALENTS = 20;

/**
 * The equivalents being found, by language and part number: cells asking for the same part at once (a
 * column of formulas recalculated together) share one lookup and one search, which stops when every one of
 * them is cancelled (core/sharing's rule).
 */
const equivalentsInFlight = new SingleFlight<Alternative[]>();

/**
 * PART.EQUIVALENTS's cells: a header, then the drop-ins of `text` (a part number), best first, up to maxRows;
 * a last row when there are more, or none, or when the rows would pass MAX_RESULT_BYTES.
 */
export async function equivalentsCells(
  text: string,
  maxRows: unknown,
  fields: CellInput,
  lang: unknown,
  signal: AbortSignal | undefined,
): Promise<ResultCell[][]> {
  if (text === '') throw new CellRefusal('#VALUE!', (words) => words.noPartno());
  const limit = maxRowsOf(maxRows, DEFAULT_EQUIVALENTS);
  const definitions = given(fields) ? fieldsOf(fields) : [];
  const { client, settings } = await currentClient();
  const words = cellWordsFor(settings);
  const requestLang = requestLanguage(lang, settings.lang);
  const key = `${requestLang}|${partnoKey(text)}`;
  const found = await equivalentsInFlight.run(
    key,
    async (stop) => {
      const ranked = await findEquivalents(client, text, { lang: requestLang, signal: stop });
      if (!ranked) throw new CellRefusal('#N/A', (cellWords) => cellWords.partNotFound(text));
      return ranked;
    },
    signal,
  );
  // Only what passes every rule: a formula's answer is used unread, so a part an engineer must still
  // check (the pane's Find equivalents lists those) never stands in a cell as a replacement.
  const usable = found.filter((alternative) => alternative.check.verdict === 'drop-in');
  const toCheck = found.length - usable.length;
  const header: ResultCell[] = [
    'Partno',
    'Verdict',
    'Differences',
    ...definitions.map((definition) => definition.name),
  ];
  const lastRow = (note: string): ResultCell[] => [note, ...header.slice(1).map(() => '')];
  if (usable.length === 0) return [header, lastRow(words.noDropIn(text, toCheck))];
  const shown = usable.slice(0, limit);
  const rows: ResultCell[][] = shown.map((alternative) => [
    alternative.product.record.Partno,
    alternative.check.verdict,
    differencesText(alternative),
    ...definitions.map((definition) => valueOf(alternative.product, definition)),
  ]);
  const more = usable.length > limit ? lastRow(words.moreEquivalents(usable.length - limit)) : undefined;
  const bounded = boundRows<ResultCell>(
    [header],
    rows,
    (kept) => lastRow(words.resultCut('dropIns', kept, shown.length)),
    MAX_RESULT_BYTES - (more ? jsonBytes(more) + 1 : 0),
  );
  return more && !bounded.cut ? [...bounded.rows, more] : bounded.rows;
}

/** What a drop-in does better, as a cell says it: `RatedVoltage: 50 → 100; ToleranceCapacitance: ±10% → ±5%`. */
function differencesText(alternative: Alternative): string {
  return alternative.check.improvements.map(differenceText).join('; ');
}
