/// <reference types="custom-functions-runtime" />
import {
  type Language,
  isIncompleteLookupError,
  isInvalidPartnoError,
  InvalidPartnoError,
  type PartSpecClient,
  type ResolvedProduct,
  type BatchEntry,
  Batcher,
} from '../core';
import { recordError } from '../office/errorLog';
import { currentClient } from '../office/runtime';
import type { Settings } from '../office/settings';
import { flatten, partnoText, type CellInput } from './cells';
import { CellRefusal, cellWordsFor, type ExcelError, toExcelError } from './excelErrors';
import { inValuePreview } from './invocation';
import { requestLanguage } from './requestLanguage';
import type { CellWords } from './words/CellWords';

/** What the cells of a lookup (PART.SPEC, PART.CARD) are made of. */
export interface CellLookup {
  readonly client: PartSpecClient;
  /**
   * The part numbers as the cells hold them (a card's, or another entity's Partno), in order, blanks
   * included; '' too for a cell that holds no part number (a data type without one: see `refused`).
   */
  readonly partnos: readonly string[];
  /** By index in `partnos`: the error of a cell holding something that is no part number, in words. */
  readonly refused: ReadonlyMap<number, ExcelError>;
  readonly preview: boolean;
  readonly words: CellWords;
  /** Holds an entry for each of `partnos` answered (it may hold those of other calls too). */
  readonly found: ReadonlyMap<string, ResolvedProduct | undefined>;
  /** The error for the cells of part numbers whose batches failed for good, when some did. */
  readonly failure?: ExcelError;
}

/** One call's part numbers, waiting for the lookup of the calls made with it. */
interface Asking {
  readonly partnos: readonly string[];
  readonly refusals: ReadonlyMap<number, CellRefusal>;
  /** Its non-blank part numbers: what it asks for. */
  readonly asked: readonly string[];
  readonly lang: CellInput;
  readonly preview: boolean;
}

type AskingEntry = BatchEntry<Asking, CellLookup>;

/** The calls of one task, answered together once it is done. */
const calls = new Batcher<Asking, CellLookup>({ window: 'task', send: (entries) => answerTogether(entries) });

/**
 * The products of the part numbers of some cells. A recalculation calls the function of every cell at once,
 * one after another in one task: the calls made in that task are gathered and answered together, with one
 * read of the settings and one lookup per language (from the cache alone in value preview), rather than
 * one each, which for a sheet of 50,000 cells cost more than the answers themselves. The lookup still
 * gathers for its window, so calls of a later task join the same requests. Each call settles as it would
 * alone: a part number that cannot be sent fails its own call only, and when some batches failed for good,
 * the ones that arrived are kept and `failure` is the error for the cells of the others.
 */
export function lookUpCells(
  partno: CellInput,
  lang: CellInput,
  invocation?: CustomFunctions.Invocation,
): Promise<CellLookup> {
  const refusals = new Map<number, CellRefusal>();
  const partnos = flatten(partno).map((value, index) => {
    try {
      return partnoText(value);
    } catch (error) {
      // Only this cell: the others of the range are looked up as they would be without it.
      if (!(error instanceof CellRefusal)) throw error;
      refusals.set(index, error);
      return '';
    }
  });
  const asked = partnos.length === 1 && partnos[0] !== '' ? partnos : partnos.filter((text) => text !== '');
  return calls.add({ partnos, refusals, asked, lang, preview: inValuePreview(invocation) });
}

async function answerTogether(askings: readonly AskingEntry[]): Promise<void> {
  let runtime: { client: PartSpecClient; settings: Settings };
  try {
    runtime = await currentClient();
  } catch (error) {
    for (const asking of askings) asking.reject(error);
    return;
  }
  const { client, settings } = runtime;
  const words = cellWordsFor(settings);
  const byLanguage = new Map<Language, AskingEntry[]>();
  for (const asking of askings) {
    let requestLang: Language;
    try {
      requestLang = requestLanguage(asking.item.lang, settings.lang);
    } catch (error) {
      asking.reject(error);
      continue;
    }
    if (asking.item.preview) {
      // While a formula is typed: what is known, at once, and nothing sent.
      const found = client.cachedLookup(asking.item.asked, { lang: requestLang });
      asking.resolve({
        client,
        partnos: asking.item.partnos,
        refused: worded(asking.item, words),
        preview: true,
        words,
        found,
      });
      continue;
    }
    const group = byLanguage.get(requestLang);
    if (group) group.push(asking);
    else byLanguage.set(requestLang, [asking]);
  }
  await Promise.all([...byLanguage].map(([lang, group]) => lookUpGroup(client, words, lang, group)));
}

/** One lookup for the calls of one language; each call settles with its own part numbers' outcome. */
async function lookUpGroup(
  client: PartSpecClient,
  words: CellWords,
  lang: Language,
  askings: readonly AskingEntry[],
): Promise<void> {
  const settle = (asking: AskingEntry, found: ReadonlyMap<string, ResolvedProduct | undefined>, failure?: ExcelError) =>
    asking.resolve({
      client,
      partnos: asking.item.partnos,
      refused: worded(asking.item, words),
      preview: false,
      words,
      found,
      failure,
    });
  let waiting = askings;
  for (;;) {
    const partnos = [...new Set(waiting.flatMap((asking) => asking.item.asked))];
    try {
      const found = await client.lookup(partnos, { lang });
      for (const asking of waiting) settle(asking, found);
      return;
    } catch (error) {
      if (isInvalidPartnoError(error)) {
        // Nothing was sent. The calls holding a part number that cannot be sent fail with their own; the
        // others are asked again without them (a rare case: the common one checks each part number once).
        const refused = new Set(error.partnos);
        const rest: AskingEntry[] = [];
        for (const asking of waiting) {
          const own = asking.item.asked.filter((partno) => refused.has(partno));
          if (own.length > 0) asking.reject(new InvalidPartnoError(own));
          else rest.push(asking);
        }
        // A refusal naming none of them would be asked again for ever: it is every call's failure then.
        if (rest.length === waiting.length) {
          for (const asking of rest) asking.reject(error);
          return;
        }
        waiting = rest;
        if (waiting.length === 0) return;
        continue;
      }
      if (!isIncompleteLookupError(error)) {
        for (const asking of waiting) asking.reject(error);
        return;
      }
      const failed = new Set(error.failed);
      for (const asking of waiting) {
        const missing = asking.item.asked.some((partno) => failed.has(partno));
        if (!missing) settle(asking, error.found);
        // As a lookup of its own would have: none of its part numbers answered, the failure itself.
        else if (!asking.item.asked.some((partno) => error.found.has(partno))) asking.reject(error.cause);
        else {
          recordError(error, 'cell');
          settle(asking, error.found, toExcelError(error.cause, words));
        }
      }
      return;
    }
  }
}

/** The refused cells of a call, worded in the display language. */
function worded(asking: Asking, words: CellWords): ReadonlyMap<number, ExcelError> {
  return new Map([...asking.refusals].map(([index, refusal]) => [index, toExcelError(refusal, words)]));
}
