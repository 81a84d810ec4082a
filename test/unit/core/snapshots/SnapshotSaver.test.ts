import {
  infoOf,
  isTextSnapshot,
  memorySnapshotStore,
  newSnapshot,
  type Product,
  type Snapshot,
  type SnapshotStore,
} from '../../../../src/core';
import { SnapshotSaver } from '../../../../src/core/snapshots/SnapshotSaver';

const SERVICE = 'http://127.0.0.1:9';

const product = (partno: string): Product =>
  ({ category: 'inductors', record: { Partno: partno, Status: 'In Production' } }) as unknown as Product;

const snapshotOf = (issuedAt: string): Promise<Snapshot> =>
  newSnapshot({
    service: SERVICE,
    category: 'inductors',
    lang: 'en',
    issuedAt,
    bytes: 1_000,
    products: [product('A1'), product('A2')],
  });

/** A window's work that lasts until `finish` is called. */
function openWindow(saver: SnapshotSaver): { finish: () => void; done: Promise<void> } {
  let finish!: () => void;
  const done = saver.duringWindow(() => new Promise<void>((resolve) => (finish = resolve)));
  return { finish, done };
}

describe('SnapshotSaver', () => {
  test('a snapshot goes into the store, as text, only once no lookup window is at work', async () => {
    const store = memorySnapshotStore();
    const saver = new SnapshotSaver(store, () => undefined);
    const window = openWindow(saver);
    const snapshot = await snapshotOf('2026-11-22T09:14:00.000Z');
    saver.save(snapshot, infoOf(snapshot));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.list()).toEqual([]);
    window.finish();
    await window.done;
    await saver.saved();
    expect(await store.list()).toEqual([infoOf(snapshot)]);
    expect(isTextSnapshot((await store.load(snapshot))!)).toBe(true);
  });

  test('on its way, its facts stand in for the stored one of its category and language; after, the store has them', async () => {
    const store = memorySnapshotStore();
    const older = await snapshotOf('2026-11-20T00:00:00.000Z');
    await store.save(older);
    const saver = new SnapshotSaver(store, () => undefined);
    const window = openWindow(saver);
    const newer = await snapshotOf('2026-11-22T09:14:00.000Z');
    saver.save(newer, infoOf(newer));
    expect(saver.withUnsaved(await store.list())).toEqual([infoOf(newer)]);
    window.finish();
    await saver.saved();
    expect(saver.withUnsaved([])).toEqual([]);
    expect(await store.list()).toEqual([infoOf(newer)]);
  });

  test('a snapshot forgotten on its way is no longer listed', async () => {
    const saver = new SnapshotSaver(memorySnapshotStore(), () => undefined);
    const window = openWindow(saver);
    const snapshot = await snapshotOf('2026-11-22T09:14:00.000Z');
    saver.save(snapshot, infoOf(snapshot));
    saver.forget('inductors', 'en');
    expect(saver.withUnsaved([])).toEqual([]);
    window.finish();
    await saver.saved();
  });

  test('a store that refuses is told once per snapshot, and saved() still resolves', async () => {
    const refusing: SnapshotStore = { ...memorySnapshotStore(), save: async () => Promise.reject(new Error('full')) };
    let refused = 0;
    const saver = new SnapshotSaver(refusing, () => (refused += 1));
    const snapshot = await snapshotOf('2026-11-22T09:14:00.000Z');
    saver.save(snapshot, infoOf(snapshot));
    await saver.saved();
    expect(refused).toBe(1);
    expect(saver.withUnsaved([])).toEqual([]);
  });
});
