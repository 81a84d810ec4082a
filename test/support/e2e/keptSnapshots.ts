import type { Page } from 'playwright-core';

/** The IndexedDB database the pane keeps its snapshots in (IndexedDbSnapshotStore's default). */
export const DATABASE = 'partspec-snapshots';

/** What page-side code below touches of IndexedDB: the project's TypeScript has no DOM library. */
interface IndexedDbInPage {
  databases(): Promise<{ name?: string }[]>;
  open(name: string): IdbRequest<{
    transaction(store: string, mode: 'readonly'): { objectStore(name: string): { getAll(): IdbRequest<unknown[]> } };
    readonly objectStoreNames: { contains(name: string): boolean };
    close(): void;
  }>;
}

interface IdbRequest<T> {
  readonly result: T;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}

/**
 * The categories of the snapshots the pane has kept in the page's IndexedDB so far. Read only once the
 * database is there: opening a database that does not exist yet would create it without its stores.
 */
export async function keptCategories(page: Page, database: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const idb = (globalThis as unknown as { indexedDB: IndexedDbInPage }).indexedDB;
    if (!(await idb.databases()).some((one) => one.name === name)) return [];
    return new Promise<string[]>((resolve) => {
      const opened = idb.open(name);
      opened.onerror = () => resolve([]);
      opened.onsuccess = () => {
        const db = opened.result;
        if (!db.objectStoreNames.contains('info')) {
          db.close();
          resolve([]);
          return;
        }
        const all = db.transaction('info', 'readonly').objectStore('info').getAll();
        all.onerror = () => {
          db.close();
          resolve([]);
        };
        all.onsuccess = () => {
          db.close();
          resolve(all.result.map((info) => String((info as { category: string }).category)));
        };
      };
    });
  }, database);
}

/** keptCategories, asked again until a snapshot is there or `timeout` ms have passed. */
export async function keptSoon(page: Page, database: string, timeout: number): Promise<string[]> {
  const until = Date.now() + timeout;
  for (;;) {
    const kept = await keptCategories(page, database);
    if (kept.length > 0 || Date.now() > until) return kept;
    await page.waitForTimeout(200);
  }
}
