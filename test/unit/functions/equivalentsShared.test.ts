import { partnoKey, type PartSpecClient, type Product } from '../../../src/core';
import { DEFAULT_SETTINGS, memoryStore, setSettingsStore, type Settings } from '../../../src/office/settings';
import { products } from '../../support/oracle';

// Cells asking PART.EQUIVALENTS for the same part at once share one search (core/sharing's SingleFlight): a
// cancelled cell leaves only itself, and the search stops once every cell waiting for it is cancelled.

const settings: Settings = { ...DEFAULT_SETTINGS, displayLanguage: 'en' };
const original = products().find(
  (product) => product.category === 'ceramicCapacitorsSMD' && product.record.Status === 'NRND',
)! as Product;
const twin: Product = {
  ...original,
  record: { ...original.record, Partno: `${original.record.Partno}-T`, Status: 'In Production' },
};

/** The lookups the fake client was asked, each with its signal; they are answered once a test opens the gate. */
const lookups: { signal?: AbortSignal }[] = [];
let openGate = (): void => undefined;
let gate = Promise.resolve();

jest.mock('../../../src/office/runtime', () => ({
  currentClient: async () => ({
    settings,
    client: {
      lookup: (partnos: readonly string[], options: { signal?: AbortSignal }) =>
        new Promise((resolve, reject) => {
          lookups.push({ signal: options.signal });
          options.signal?.addEventListener('abort', () => reject(options.signal?.reason));
          void gate.then(() =>
            resolve(
              new Map(
                partnos.map((partno) => [
                  partno,
                  partnoKey(partno) === partnoKey(original.record.Partno) ? original : undefined,
                ]),
              ),
            ),
          );
        }),
      searchAll: async () => [twin],
    } as Partial<PartSpecClient>,
  }),
}));

// Imported after the mock, so that the function takes the fake client.
import { equivalents } from '../../../src/functions/functions';

/** An invocation Excel can cancel, and the means to cancel it. */
function cancelable(): { invocation: CustomFunctions.CancelableInvocation; cancel: () => void } {
  const invocation = {} as CustomFunctions.CancelableInvocation;
  return { invocation, cancel: () => invocation.onCanceled?.() };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A call's outcome once it settles, handled at once (a cancelled call's rejection is what a test expects). */
function outcome<T>(call: Promise<T>): Promise<PromiseSettledResult<T>> {
  return call.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );
}

beforeEach(() => {
  lookups.length = 0;
  gate = new Promise((resolve) => {
    openGate = resolve;
  });
  // A cancelled cell's error is worded in the settings' language: settings in memory, read at once.
  setSettingsStore(memoryStore());
});

afterAll(() => setSettingsStore(undefined));

test('two cells for one part share one search; cancelling one leaves the other its answer', async () => {
  const first = cancelable();
  const second = cancelable();
  const cancelled = outcome(equivalents(original.record.Partno, undefined, undefined, undefined, first.invocation));
  const staying = outcome(equivalents(original.record.Partno, undefined, undefined, undefined, second.invocation));
  await settled();
  expect(lookups).toHaveLength(1);
  first.cancel();
  expect((await cancelled).status).toBe('rejected');
  expect(lookups[0].signal?.aborted).toBe(false);
  openGate();
  expect(await staying).toMatchObject({
    status: 'fulfilled',
    value: [expect.anything(), [twin.record.Partno, 'drop-in', expect.anything()]],
  });
});

test('the search stops once every cell waiting for it is cancelled; the next cell asks again', async () => {
  const first = cancelable();
  const second = cancelable();
  const waits = [
    outcome(equivalents(original.record.Partno, undefined, undefined, undefined, first.invocation)),
    outcome(equivalents(original.record.Partno, undefined, undefined, undefined, second.invocation)),
  ];
  await settled();
  first.cancel();
  second.cancel();
  expect(lookups[0].signal?.aborted).toBe(true);
  expect((await Promise.all(waits)).map((each) => each.status)).toEqual(['rejected', 'rejected']);
  const again = equivalents(original.record.Partno);
  await settled();
  expect(lookups).toHaveLength(2);
  openGate();
  expect((await again)[1][0]).toBe(twin.record.Partno);
});
