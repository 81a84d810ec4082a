import { MemoryKept } from '../../../src/relay/state/MemoryKept';
import { ENTRY_OVERHEAD_BYTES, entryBytes, type KeptEntry } from '../../../src/relay/state/RelayState';

/** An entry of `bytes` as the budget counts it (its key of 2 characters and the overhead included). */
function entry(key: string, bytes: number): KeptEntry {
  return { key, value: Buffer.alloc(bytes - key.length - ENTRY_OVERHEAD_BYTES) };
}

const KB = 1_000;

function kept(budget = 10 * KB, now = () => 0): MemoryKept {
  return new MemoryKept({ maxBytes: budget, maxBytesPerOwner: budget / 4 }, now);
}

const present = (store: MemoryKept, keys: string[]) => store.get(keys).map((value) => value !== undefined);

test('an owner over its quarter loses its own oldest entries, not anyone else', () => {
  const store = kept();
  store.keep([entry('b1', KB)], 'bea', 60_000);
  for (const key of ['a1', 'a2', 'a3', 'a4']) store.keep([entry(key, KB)], 'al', 60_000);
  expect(entryBytes(entry('a1', KB))).toBe(KB);
  // al may hold 2.5 KB: its two oldest went.
  expect(present(store, ['a1', 'a2', 'a3', 'a4', 'b1'])).toEqual([false, false, true, true, true]);
  expect(store.totals()).toEqual({ bytes: 3 * KB, entries: 3 });
});

test('over the budget, the least recently used go first: a read counts as a use', () => {
  const store = kept();
  const owners = ['u1', 'u2', 'u3', 'u4', 'u5'];
  owners.forEach((owner, index) => store.keep([entry(`e${index}`, 2 * KB)], owner, 60_000));
  // Read e0: e1 is now the least recently used.
  store.get(['e0']);
  store.keep([entry('e5', 2 * KB)], 'u6', 60_000);
  expect(present(store, ['e0', 'e1', 'e2'])).toEqual([true, false, true]);
  expect(store.totals().bytes).toBeLessThanOrEqual(10 * KB);
});

test('an entry larger than a quarter is not kept; one at its time is gone', () => {
  let now = 0;
  const store = kept(10 * KB, () => now);
  store.keep([entry('xx', 2_501)], 'al', 60_000);
  store.keep([entry('ok', 2_500)], 'al', 60_000);
  expect(present(store, ['xx', 'ok'])).toEqual([false, true]);
  now = 60_000;
  expect(present(store, ['ok'])).toEqual([false]);
  expect(store.totals()).toEqual({ bytes: 0, entries: 0 });
});

test('references end with their entry, unless another entry took their field over', () => {
  const store = kept();
  const withRefs = (key: string, fields: string[]): KeptEntry => ({
    key,
    value: Buffer.from('set'),
    refs: { map: 'part:en', fields: fields.map((field) => [field, `${key}#0`] as const) },
  });
  store.keep([withRefs('s1', ['p', 'q'])], 'al', 60_000);
  store.keep([withRefs('s2', ['q'])], 'al', 60_000);
  expect(store.refs('part:en', ['p', 'q'])).toEqual(['s1#0', 's2#0']);
  // s1 goes (replaced by a new value under its key): p with it, q stays with s2.
  store.keep([{ key: 's1', value: Buffer.from('new') }], 'al', 60_000);
  expect(store.refs('part:en', ['p', 'q'])).toEqual([undefined, 's2#0']);
});
