/// <reference types="custom-functions-runtime" />
import { hostSupports } from '../office/requirements';
import { type CellInput, isRow } from './cells';
import { lookUpCells } from './cellLookups';
import { excelError } from './excelErrors';
import { PREVIEW_PLACEHOLDER } from './invocation';
import { partCard } from './partCard';
import { boundRows } from './resultBound';

/** PART.CARD's cells: a card per part number (its part number as text where Excel shows no data types). */
export async function cardCells(
  partno: CellInput,
  lang: CellInput,
  invocation?: CustomFunctions.Invocation,
): Promise<unknown[][]> {
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
}
