import {
  BOTTOM_CATEGORIES,
  createClient,
  memorySnapshotStore,
  newSnapshot,
  type PartSpecClient,
  type Product,
  systemClock,
} from '../../src/core';
import { DATASET_DATE, generateCatalogue } from '../../src/service/dataset';

/**
 * The date the lifecycle step restarts the service with (`npm start -- --as-of 2027-06-01`, the README's
 * example): the BOM's expected changes are the catalogue's between DATASET_DATE and this one.
 */
export const LATER_DATE = '2027-06-01';

/** The reference service's catalogue at one date, and a client that answers from it as the service would. */
export interface CatalogueAt {
  readonly date: string;
  /** Every product: SMD capacitors, leaded capacitors, inductors, each by part number. */
  readonly products: readonly Product[];
  readonly client: PartSpecClient;
}

/** The catalogue as `npm start -- --as-of 2026-03-01` serves it (the acceptance script's S1), and as `npm start -- --as-of 2027-06-01` serves it. */
export interface ReferenceData {
  readonly now: CatalogueAt;
  readonly later: CatalogueAt;
}

/**
 * A client in `offline` mode over snapshots of every category: the SDK answers lookups, searches and
 * equivalents from its own snapshot index exactly as the service would (the contract tests hold the two
 * equal), with no network. So the expected results written into the workbook are what the add-in's
 * client will get from `npm start -- --as-of 2026-03-01`, computed by the same code, in-process and the same on every run.
 */
/** The service the sample workbook's snapshots say they came from (never asked). */
const SERVICE = 'http://sample-workbook.invalid';

async function offlineClient(products: readonly Product[], date: string): Promise<PartSpecClient> {
  const store = memorySnapshotStore();
  const issuedAt = `${date}T00:00:00.000Z`;
  for (const category of BOTTOM_CATEGORIES) {
    const ofCategory = products.filter((product) => product.category === category);
    await store.save(
      await newSnapshot({ service: SERVICE, category, lang: 'en', issuedAt, bytes: 0, products: ofCategory }),
    );
  }
  return createClient({
    baseUrl: SERVICE,
    apiKey: 'not-sent',
    // Never earlier than the catalogue's date, which may be ahead of today: offline, no answer tells the
    // service's time, and a snapshot dated ahead of this clock would be said stale (it answers all the same).
    clock: { ...systemClock, now: () => Math.max(Date.now(), Date.parse(issuedAt)) },
    fetch: () => Promise.reject(new Error('the sample workbook is built without a network')),
    snapshots: { mode: 'offline', store },
  });
}

/** The reference dataset at DATASET_DATE and at LATER_DATE (about two seconds). */
export async function referenceData(): Promise<ReferenceData> {
  const catalogue = generateCatalogue();
  const at = async (date: string): Promise<CatalogueAt> => {
    const products: readonly Product[] = catalogue.productsAsOf(date);
    return { date, products, client: await offlineClient(products, date) };
  };
  return { now: await at(DATASET_DATE), later: await at(LATER_DATE) };
}
