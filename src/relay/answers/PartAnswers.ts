import { createHash } from 'node:crypto';
import {
  BOTTOM_CATEGORIES,
  CATEGORY_OF_GROUP,
  comparePartnos,
  type GroupName,
  type Language,
  serializeFilter,
} from '../../core';
import type { SendToService } from '../ServiceGate';
import type { AnswerKeeping } from './AnswerKeeping';
import type { NearAnswers } from './NearAnswers';
import { type KeptPart, newSetKey, readReference, readSet, referenceMap, referenceText, setText } from './partSets';
import { MAX_PRODUCTS_PER_SEARCH, searchAnswerJson } from './searchAnswerJson';
import { ServiceRefusal } from './ServiceRefusal';
import type { Asking } from './ClaimedFlights';

/**
 * How long an answer composed for some part numbers is sent again as it is to the next request for the same
 * ones: the parts in it are kept for the age limit, so a few seconds more is all it can add to one's age.
 */
const COMPOSED_LIFE_MS = 10_000;

/** A part number's answer: its product, or null when the service has none. */
type PartAnswer = KeptPart | null;

/**
 * Part-number lookups (`$filter=Partno eq 'a|b|c'`, the SDK's batches) answered part by part: each product
 * the service gave one user is kept (per language, for the age limit the add-in's lookups use) and given to
 * the next, and only the part numbers nobody has asked lately are asked, in one request, once across all
 * instances (single flight). The answer is what the service would give: the products matching
 * (case-insensitively, spec 4.3 `eq`), in its own order, grouped by category.
 */
export class PartAnswers {
  constructor(
    private readonly keeping: AnswerKeeping,
    private readonly near: NearAnswers,
  ) {}

  /** The answer's JSON as bytes (the same bytes for the same part numbers asked again within seconds). */
  async answer(values: readonly string[], lang: Language, asking: Asking): Promise<Buffer> {
    // The service compares part numbers as lower-cased text: so are they kept.
    const byKey = new Map<string, string>();
    for (const value of values) {
      const key = value.toLowerCase();
      if (!byKey.has(key)) byKey.set(key, value);
    }
    // Sixty users refreshing one BOM send the same batches: the answer composed for one is sent to the next.
    const composedKey = `lookup:${lang}:${createHash('sha256')
      .update([...byKey.keys()].sort().join('\n'))
      .digest('base64url')}`;
    const composed = this.near.get<Buffer>(composedKey);
    if (composed.found) {
      this.keeping.metrics.answers.inc({ kind: 'part', source: 'shared' }, byKey.size);
      return composed.value;
    }
    let asked = 0;
    const found = await this.keeping.flights.resolve<PartAnswer>(
      [...byKey.keys()].map((key) => `part:${lang}:${key}`),
      asking,
      (keys) => this.read(keys, lang),
      async (claimed, send) => {
        asked += claimed.length;
        return this.ask(claimed, byKey, lang, send, asking);
      },
    );
    this.keeping.metrics.answers.inc({ kind: 'part', source: 'service' }, asked);
    this.keeping.metrics.answers.inc({ kind: 'part', source: 'shared' }, byKey.size - asked);
    const answer = Buffer.from(compose([...found.values()]), 'utf8');
    // For seconds only: the parts it holds may end sooner than their sets' minute at hand would say.
    this.near.set(composedKey, answer, answer.length, this.near.now() + COMPOSED_LIFE_MS);
    return answer;
  }

  /**
   * What is kept of these part numbers: at hand (NearAnswers), else through their references on the shared
   * state, in the sets that hold them (each read keeps at hand what it found).
   */
  private async read(wanted: readonly string[], lang: Language): Promise<Map<string, PartAnswer>> {
    const found = new Map<string, PartAnswer>();
    const keys: string[] = [];
    for (const key of wanted) {
      const near = this.near.get<PartAnswer>(key);
      if (near.found) found.set(key, near.value);
      else keys.push(key);
    }
    if (keys.length === 0) return found;
    const map = referenceMap(lang);
    const fields = keys.map((key) => key.slice(`part:${lang}:`.length));
    const texts = await this.keeping.state.refs(map, fields);
    const references = texts.map((kept, index) => {
      const text = kept === undefined ? undefined : this.keeping.codec.readReference(map, fields[index], kept);
      const reference = text === undefined ? undefined : readReference(text);
      if (text !== undefined && !reference) this.keeping.codec.unreadable();
      return reference;
    });
    const setKeys = [...new Set(references.flatMap((reference) => (reference ? [reference.set] : [])))];
    const values = await this.keeping.state.get(setKeys);
    const sets = new Map<string, { products: KeptPart[]; until: number }>();
    await Promise.all(
      setKeys.map(async (key, index) => {
        const value = values[index];
        const products = value === undefined ? undefined : await this.keeping.codec.readText(key, value);
        const set = products === undefined ? undefined : readSet(products);
        if (products !== undefined && !set) this.keeping.codec.unreadable();
        if (set && value) sets.set(key, { products: set, until: this.keeping.codec.until(value) });
      }),
    );
    keys.forEach((key, index) => {
      const reference = references[index];
      const set = reference && sets.get(reference.set);
      if (!reference || !set) return;
      const product = reference.index === undefined ? null : set.products[reference.index];
      // A reference leads to the product of its own part number, or it is not believed.
      if (product !== null && product?.partno.toLowerCase() !== fields[index]) {
        this.keeping.codec.unreadable();
        return;
      }
      found.set(key, product);
      this.near.set(key, product, nearBytes(product), set.until);
    });
    return found;
  }

  /** Asks the service for these part numbers, and keeps what it answers as one set (the product, or none, of each). */
  private async ask(
    claimed: readonly string[],
    byKey: ReadonlyMap<string, string>,
    lang: Language,
    send: SendToService,
    asking: Asking,
  ): Promise<Map<string, PartAnswer>> {
    const prefix = `part:${lang}:`;
    const asked = claimed.map((key) => byKey.get(key.slice(prefix.length)) as string);
    const filter = serializeFilter({
      conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: asked }],
    });
    const answer = await send(`/v2/products?$filter=${filter}&lang=${lang}`, 'lookup', asking.signal);
    if (answer.status !== 200) throw new ServiceRefusal(answer);
    const made = new Map<string, PartAnswer>(claimed.map((key) => [key, null]));
    const data = (JSON.parse(answer.body.toString('utf8')) as { Data?: Record<string, unknown> }).Data ?? {};
    for (const [group, content] of Object.entries(data)) {
      if (!Object.hasOwn(CATEGORY_OF_GROUP, group)) continue;
      const { Products: products, ...fields } = content as { Products?: unknown[] };
      const header = JSON.stringify(fields).slice(1, -1);
      for (const record of products ?? []) {
        const partno = (record as { Partno?: unknown }).Partno;
        if (typeof partno !== 'string') continue;
        const key = `${prefix}${partno.toLowerCase()}`;
        if (made.has(key)) {
          const category = CATEGORY_OF_GROUP[group as GroupName];
          made.set(key, { category, partno, header, record: JSON.stringify(record) });
        }
      }
    }
    await this.keep(made, lang, asking.user);
    const until = this.near.now() + this.keeping.maxAgeMs;
    for (const [key, product] of made) this.near.set(key, product, nearBytes(product), until);
    return made;
  }

  private async keep(made: ReadonlyMap<string, PartAnswer>, lang: Language, owner: string): Promise<void> {
    const set = newSetKey(lang);
    const map = referenceMap(lang);
    const products: KeptPart[] = [];
    const fields: Array<readonly [string, string]> = [];
    const prefix = `part:${lang}:`;
    for (const [key, product] of made) {
      const field = key.slice(prefix.length);
      // The references' list is written a line each: a part number with a line break is answered, not kept.
      if (/[\r\n]/.test(field)) continue;
      const text = referenceText(set, product ? products.push(product) - 1 : undefined);
      fields.push([field, this.keeping.codec.reference(map, field, text, this.keeping.maxAgeMs)]);
    }
    const value = await this.keeping.codec.text(set, setText(products), this.keeping.maxAgeMs);
    await this.keeping.state.keep([{ key: set, value, refs: { map, fields } }], owner, this.keeping.maxAgeMs);
  }
}

/** What an answer at hand costs: its record (the group's header is shared by all of a set's products). */
function nearBytes(product: PartAnswer): number {
  return product === null ? 64 : product.record.length + product.partno.length + 64;
}

/** The service's answer for these kept products: its own order (category, then part number: compareServiceOrder). */
function compose(answers: readonly PartAnswer[]): string {
  const products = answers.filter((product) => product !== null);
  products.sort(
    (a, b) =>
      BOTTOM_CATEGORIES.indexOf(a.category) - BOTTOM_CATEGORIES.indexOf(b.category) ||
      comparePartnos(a.partno, b.partno),
  );
  return searchAnswerJson(products.slice(0, MAX_PRODUCTS_PER_SEARCH), products.length > MAX_PRODUCTS_PER_SEARCH);
}
