import {
  BOTTOM_CATEGORIES,
  type BottomCategory,
  CATEGORY_OF_GROUP,
  comparePartnos,
  type GroupName,
  type Language,
  serializeFilter,
} from '../../core';
import type { RelayMetrics } from '../RelayMetrics';
import type { SendToService } from '../ServiceGate';
import type { RelayState } from '../state/RelayState';
import { type AnsweredProduct, MAX_PRODUCTS_PER_SEARCH, searchAnswerJson } from './searchAnswerJson';
import { ServiceRefusal } from './ServiceRefusal';
import type { SingleFlight, Turn } from './SingleFlight';

/** What is kept for a part number that does not exist, so that it is not asked again within the age limit. */
const NO_PRODUCT = '-';

/**
 * A kept product, as lines: category, Partno, its group's header (the group object's fields but Products,
 * as JSON without braces), the record's JSON. Lines, not one JSON, so that an answer of 3,000 products is
 * joined from kept text without parsing any of it.
 */
function keptProduct(category: BottomCategory, partno: string, header: string, record: string): string {
  return `${category}\n${partno}\n${header}\n${record}`;
}

interface Kept extends AnsweredProduct {
  readonly partno: string;
}

function readKept(value: string): Kept | undefined {
  if (value === NO_PRODUCT) return undefined;
  const [category, partno, header, ...record] = value.split('\n');
  return { category: category as BottomCategory, partno, header, record: record.join('\n') };
}

/**
 * Part-number lookups (`$filter=Partno eq 'a|b|c'`, the SDK's batches) answered part by part: each product
 * the service gave one user is kept (per language, for the age limit the add-in's lookups use) and given to
 * the next, and only the part numbers nobody has asked lately are asked, in one request, once across all
 * instances (single flight). The answer is what the service would give: the products matching
 * (case-insensitively, spec 4.3 `eq`), in its own order, grouped by category.
 */
export class PartAnswers {
  constructor(
    private readonly flights: SingleFlight,
    private readonly metrics: RelayMetrics,
    private readonly state: RelayState,
    private readonly maxAgeMs: number,
  ) {}

  async answer(values: readonly string[], lang: Language, turn: Turn, signal: AbortSignal): Promise<string> {
    // The service compares part numbers as lower-cased text: so are they kept.
    const byKey = new Map<string, string>();
    for (const value of values) {
      const key = `part:${lang}:${value.toLowerCase()}`;
      if (!byKey.has(key)) byKey.set(key, value);
    }
    let asked = 0;
    const found = await this.flights.resolve(
      [...byKey.keys()],
      turn,
      async (claimed, send) => {
        asked += claimed.length;
        await this.ask(
          claimed.map((key) => [key, byKey.get(key) as string] as const),
          lang,
          send,
          signal,
        );
      },
      signal,
    );
    this.metrics.answers.inc({ kind: 'part', source: 'service' }, asked);
    this.metrics.answers.inc({ kind: 'part', source: 'shared' }, byKey.size - asked);
    return compose([...found.values()]);
  }

  /** Asks the service for these part numbers, and keeps an answer for each (the product, or none). */
  private async ask(
    claimed: ReadonlyArray<readonly [string, string]>,
    lang: Language,
    send: SendToService,
    signal: AbortSignal,
  ): Promise<void> {
    const filter = serializeFilter({
      conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: claimed.map(([, value]) => value) }],
    });
    const answer = await send(`/v2/products?$filter=${filter}&lang=${lang}`, 'lookup', signal);
    if (answer.status !== 200) throw new ServiceRefusal(answer);
    const kept = new Map<string, string>(claimed.map(([key]) => [key, NO_PRODUCT]));
    const data = (JSON.parse(answer.body.toString('utf8')) as { Data?: Record<string, unknown> }).Data ?? {};
    for (const [group, content] of Object.entries(data)) {
      if (!Object.hasOwn(CATEGORY_OF_GROUP, group)) continue;
      const { Products: products, ...fields } = content as { Products?: unknown[] };
      const header = JSON.stringify(fields).slice(1, -1);
      for (const record of products ?? []) {
        const partno = (record as { Partno?: unknown }).Partno;
        if (typeof partno !== 'string') continue;
        const key = `part:${lang}:${partno.toLowerCase()}`;
        if (kept.has(key)) {
          kept.set(key, keptProduct(CATEGORY_OF_GROUP[group as GroupName], partno, header, JSON.stringify(record)));
        }
      }
    }
    await this.state.set([...kept], this.maxAgeMs);
  }
}

/** The service's answer for these kept products: its own order (category, then part number: compareServiceOrder). */
function compose(values: readonly string[]): string {
  const products = values.map(readKept).filter((product) => product !== undefined);
  products.sort(
    (a, b) =>
      BOTTOM_CATEGORIES.indexOf(a.category) - BOTTOM_CATEGORIES.indexOf(b.category) ||
      comparePartnos(a.partno, b.partno),
  );
  return searchAnswerJson(products.slice(0, MAX_PRODUCTS_PER_SEARCH), products.length > MAX_PRODUCTS_PER_SEARCH);
}
