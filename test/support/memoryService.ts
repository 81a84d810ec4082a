/**
 * An in-memory stand-in for the service's search operation (spec 4.2, 4.3, 8) over a list of products,
 * for unit tests of core/lookup and core/paging: no HTTP, no timers, every call recorded.
 *
 * It re-implements no rule of the query: matching and sort keys are core's (core/query/semantics, what the
 * reference service uses). Of its own it has only
 * - its list's order as the service's own order: no `$orderby` keeps it, and it breaks sort ties;
 * - at most `cap` products per answer (2000 by default, spec 8), taken from the top, with hasMoreHits
 *   exactly when more matched.
 */
import type { Language, Product, ProductRecord } from '../../src/core/catalog';
import { type SearchApi, UrlTooLongError } from '../../src/core/client';
import { abortableWait } from '../../src/core/throttle';
import { type Filter, type SortOrder, compareKeys, conditionMatcher, sortKeysOf } from '../../src/core/query';
import { seededRandom } from './seededRandom';

export const SPEC_CAP = 2000;
export const DEFAULT_BASE_URL = 'http://127.0.0.1:3100';

export interface SearchAnswer {
  hasMoreHits: boolean;
  products: Product[];
}

export interface RecordedCall {
  /** 1-based, in the order the calls were made. */
  readonly number: number;
  readonly filter: Filter;
  readonly orderby: readonly SortOrder[];
  readonly lang: Language;
  /** Length of the request URL, as createClient computes it. */
  readonly urlLength: number;
}

export interface MemoryServiceOptions {
  /** The service's own order of products. */
  readonly products: readonly Product[];
  /** Products per answer; default 2000 (spec 8). */
  readonly cap?: number;
  /** Base URL whose length counts in urlLength; default the reference service on loopback. */
  readonly baseUrl?: string;
  /** When given, a call whose URL is longer is refused with UrlTooLongError, as createClient does. */
  readonly maxUrlLength?: number;
  /** The record as answered in a language (default: the same in every language). */
  readonly localize?: (product: Product, lang: Language) => Product;
}

import { searchPath } from '../../src/core/client';

export { searchPath };

type Gate = { readonly promise: Promise<void>; readonly open: () => void };

function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

export class MemoryService {
  readonly calls: RecordedCall[] = [];
  readonly cap: number;
  readonly baseUrl: string;
  private products: readonly Product[];
  private readonly failures = new Map<number, unknown>();
  private held: Gate | undefined;
  private readonly waiting: Array<Promise<void>> = [];

  constructor(private readonly options: MemoryServiceOptions) {
    this.products = options.products;
    this.cap = options.cap ?? SPEC_CAP;
    this.baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  }

  /** Length of the whole request URL, as createClient computes it for its URL limit. */
  urlLength(filter: Filter, orderby: readonly SortOrder[], lang: Language): number {
    return this.baseUrl.length + searchPath(filter, orderby, lang).length;
  }

  /** The call with this 1-based number (counting every call made so far and later) rejects with `error`. */
  failCall(number: number, error: unknown): void {
    this.failures.set(number, error);
  }

  /** The next call rejects with `error`. */
  failNext(error: unknown): void {
    this.failCall(this.calls.length + 1, error);
  }

  /** Answers are held back from now on until the returned function is called (it releases them all). */
  hold(): () => void {
    const current = gate();
    this.held = current;
    return () => {
      if (this.held === current) this.held = undefined;
      current.open();
    };
  }

  /** Replaces the catalog (for a service whose data changes between calls). */
  setProducts(products: readonly Product[]): void {
    this.products = products;
  }

  /** The matching products in answer order, before the cap: what a test expects. */
  matching(filter: Filter, orderby: readonly SortOrder[] = [], lang: Language = 'en'): Product[] {
    const localized = this.products.map((product) => this.localized(product, lang));
    const matchers = filter.conditions.map((condition) => conditionMatcher(condition, lang));
    const matched = localized.filter((product) => matchers.every((matches) => matches(product)));
    return sortLikeService(matched, orderby, lang);
  }

  async search(
    filter: Filter,
    orderby: readonly SortOrder[],
    lang: Language,
    signal?: AbortSignal,
  ): Promise<SearchAnswer> {
    const number = this.calls.length + 1;
    const urlLength = this.urlLength(filter, orderby, lang);
    this.calls.push({ number, filter: clone(filter), orderby: [...orderby], lang, urlLength });
    signal?.throwIfAborted();
    if (this.options.maxUrlLength !== undefined && urlLength > this.options.maxUrlLength) {
      throw new UrlTooLongError(urlLength);
    }
    // The answer is computed when the call is made, so a test that changes the catalog meanwhile sees the old one.
    const failure = this.failures.get(number);
    const answer = failure === undefined ? this.answer(filter, orderby, lang) : undefined;
    await Promise.resolve();
    const held = this.held;
    if (held) await abortableWait(held.promise, { signal });
    signal?.throwIfAborted();
    if (failure !== undefined) throw failure;
    return answer!;
  }

  /** This service's search as core's PartLookup and searchAll are given it (createClient's ServiceApi). */
  api(maxUrlLength = 2048): SearchApi {
    return {
      search: (filter, orderby, lang, request = {}) => this.search(filter, orderby, lang, request.signal),
      urlLength: (filter, orderby, lang) => this.urlLength(filter, orderby, lang),
      maxUrlLength,
    };
  }

  private answer(filter: Filter, orderby: readonly SortOrder[], lang: Language): SearchAnswer {
    const matched = this.matching(filter, orderby, lang);
    return { hasMoreHits: matched.length > this.cap, products: matched.slice(0, this.cap) };
  }

  private localized(product: Product, lang: Language): Product {
    return this.options.localize ? this.options.localize(product, lang) : product;
  }
}

function clone(filter: Filter): Filter {
  return JSON.parse(JSON.stringify(filter)) as Filter;
}

/**
 * Sorted as `$orderby` asks, by core's own sort keys and comparison (what the service uses), ties in the
 * list's own order: this fake's list is its "service order".
 */
function sortLikeService(products: readonly Product[], orderby: readonly SortOrder[], lang: Language): Product[] {
  if (orderby.length === 0) return [...products];
  const keyed = products.map((product) => ({ product, keys: sortKeysOf(product, orderby, lang) }));
  // Array.prototype.sort is stable: equal keys keep the list's order.
  keyed.sort((a, b) => compareKeys(a.keys, b.keys, orderby));
  return keyed.map(({ product }) => product);
}

// ---------------------------------------------------------------------------------------------------
// Test catalogs with realistic part numbers.

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)];
}

/** Packaging codes of a capacitor family and what they mean. */
export const CAPACITOR_PACKAGINGS: ReadonlyArray<{ code: string; packageType: string; minOrderQuantity: number }> = [
  { code: 'D', packageType: 'Paper tape 180mm reel', minOrderQuantity: 4000 },
  { code: 'J', packageType: 'Paper tape 330mm reel', minOrderQuantity: 10000 },
  { code: 'L', packageType: 'Plastic tape 180mm reel', minOrderQuantity: 3000 },
  { code: 'K', packageType: 'Plastic tape 330mm reel', minOrderQuantity: 10000 },
];

export const INDUCTOR_PACKAGINGS: ReadonlyArray<{ code: string; packageType: string; minOrderQuantity: number }> = [
  { code: 'L', packageType: 'Plastic tape 180mm reel', minOrderQuantity: 2500 },
  { code: 'K', packageType: 'Plastic tape 330mm reel', minOrderQuantity: 10000 },
  { code: 'B', packageType: 'Bulk', minOrderQuantity: 1000 },
];

const SIZES: ReadonlyArray<{ code: string; mm: string; inch: string; length: number; width: number }> = [
  { code: '033', mm: '0603', inch: '0201', length: 0.0006, width: 0.0003 },
  { code: '155', mm: '1005', inch: '0402', length: 0.001, width: 0.0005 },
  { code: '188', mm: '1608', inch: '0603', length: 0.0016, width: 0.0008 },
  { code: '21B', mm: '2012', inch: '0805', length: 0.002, width: 0.00125 },
  { code: '31M', mm: '3216', inch: '1206', length: 0.0032, width: 0.0016 },
  { code: '32E', mm: '3225', inch: '1210', length: 0.0032, width: 0.0025 },
];
const TEMPERATURES = ['R7', 'R6', '5C', 'C8', 'D7'];
const VOLTAGES: ReadonlyArray<{ code: string; volts: number }> = [
  { code: '0J', volts: 6.3 },
  { code: '1A', volts: 10 },
  { code: '1C', volts: 16 },
  { code: '1E', volts: 25 },
  { code: '1H', volts: 50 },
  { code: '2A', volts: 100 },
];
const CAPACITANCE_CODES = ['100', '101', '102', '103', '104', '105', '106', '220', '221', '225', '475', '226'];
const TOLERANCES = ['K', 'M', 'J', 'B'];
const SUFFIXES = ['A01', 'A02', 'A88', 'A12', 'AB1'];

/** `104` -> 1e-7 F: two digits and a power of ten, in picofarads. */
export function capacitanceOf(code: string): number {
  return Number(`${code.slice(0, 2)}e${Number(code[2]) - 12}`);
}

export interface CatalogOptions {
  /** Capacitor families (each one to four packaging variants). */
  readonly capacitorFamilies?: number;
  /** Inductor families (each one to three packaging variants). */
  readonly inductorFamilies?: number;
  /** Share of capacitor families with no Capacitance (blank sort key), 0..1. */
  readonly blankShare?: number;
  /** Share of families whose variants differ in Status (one packaging discontinued), 0..1. */
  readonly mixedStatusShare?: number;
}

/**
 * Products like `OCM188R71H104KA01` + packaging D/J/L/K (variants share PartnoWithoutPackageCode and
 * Specs, differ in PackageType and MinOrderQuantity) and inductors like `OIH4NGS4R7MD0L`. The list comes
 * out in a scrambled "service order", not sorted by part number.
 */
export function makeCatalog(seed: number, options: CatalogOptions = {}): Product[] {
  const random = seededRandom(seed);
  const products: Product[] = [];
  const seen = new Set<string>();
  const capacitorFamilies = options.capacitorFamilies ?? 40;
  const inductorFamilies = options.inductorFamilies ?? 10;
  for (let attempt = 0, made = 0; made < capacitorFamilies && attempt < capacitorFamilies * 20; attempt += 1) {
    const size = pick(random, SIZES);
    const voltage = pick(random, VOLTAGES);
    const capacitanceCode = pick(random, CAPACITANCE_CODES);
    const temperature = pick(random, TEMPERATURES);
    const tolerance = pick(random, TOLERANCES);
    const base = `OCM${size.code}${temperature}${voltage.code}${capacitanceCode}${tolerance}${pick(random, SUFFIXES)}`;
    if (seen.has(base)) continue;
    seen.add(base);
    made += 1;
    const blank = random() < (options.blankShare ?? 0);
    const mixedStatus = random() < (options.mixedStatusShare ?? 0.2);
    const packagings = CAPACITOR_PACKAGINGS.filter(() => random() < 0.7);
    if (packagings.length === 0) packagings.push(CAPACITOR_PACKAGINGS[0]);
    packagings.forEach((packaging, index) => {
      const specs: Record<string, unknown> = {
        SizecodeMm: size.mm,
        SizecodeInch: size.inch,
        Length: size.length,
        LengthText: `${size.length * 1000}mm`,
        Width: size.width,
        RatedVoltage: voltage.volts,
        RatedVoltageText: `${voltage.volts}Vdc`,
        RatedVoltageClass: 'DC',
        TemperatureCharacteristics: temperature,
        ToleranceCapacitance: `±${tolerance === 'K' ? 10 : tolerance === 'M' ? 20 : 5}%`,
      };
      if (!blank) {
        specs.Capacitance = capacitanceOf(capacitanceCode);
        specs.CapacitanceText = capacitanceCode;
      }
      const record: ProductRecord = {
        Partno: `${base}${packaging.code}`,
        PartnoWithoutPackageCode: base,
        Status: mixedStatus && index === packagings.length - 1 && index > 0 ? 'Discontinued' : 'In Production',
        NewProduct: false,
        PackageType: packaging.packageType,
        MinOrderQuantity: packaging.minOrderQuantity,
        Application: 'Consumer, Industrial',
        AlternativePartno: [],
        ProductDetailUrl: `https://example.com/products/${base}${packaging.code}`,
        Brand: 'OCM',
        Series: `OCM${size.code}`,
        ComplianceInfo: { Rohs: true, Reach: true, LeadFree: true, AecQ200Support: false },
        Specs: specs,
      };
      products.push({ category: 'ceramicCapacitorsSMD', record });
    });
  }
  const inductorSizes = ['2N', '3N', '4N', '6N', '8N'];
  const inductances: ReadonlyArray<{ code: string; henry: number }> = [
    { code: 'R47', henry: 4.7e-7 },
    { code: '1R0', henry: 1e-6 },
    { code: '2R2', henry: 2.2e-6 },
    { code: '4R7', henry: 4.7e-6 },
    { code: '100', henry: 1e-5 },
    { code: '220', henry: 2.2e-5 },
  ];
  for (let attempt = 0, made = 0; made < inductorFamilies && attempt < inductorFamilies * 20; attempt += 1) {
    const inductance = pick(random, inductances);
    const base = `OIH${pick(random, inductorSizes)}GS${inductance.code}${pick(random, ['M', 'N'])}D${pick(random, ['0', '1'])}`;
    if (seen.has(base)) continue;
    seen.add(base);
    made += 1;
    const packagings = INDUCTOR_PACKAGINGS.filter(() => random() < 0.7);
    if (packagings.length === 0) packagings.push(INDUCTOR_PACKAGINGS[0]);
    for (const packaging of packagings) {
      products.push({
        category: 'inductors',
        record: {
          Partno: `${base}${packaging.code}`,
          PartnoWithoutPackageCode: base,
          Status: 'In Production',
          PackageType: packaging.packageType,
          MinOrderQuantity: packaging.minOrderQuantity,
          Brand: 'OIH',
          ComplianceInfo: { Rohs: true, AecQ200Support: true },
          Specs: { Inductance: inductance.henry, InductanceText: `${inductance.henry * 1e6}µH` },
        },
      });
    }
  }
  // A service's own order is neither sorted nor grouped.
  for (let index = products.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [products[index], products[other]] = [products[other], products[index]];
  }
  return products;
}
