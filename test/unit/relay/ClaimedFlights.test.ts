import { type Asking, ClaimedFlights, type ReadKept } from '../../../src/relay/answers/ClaimedFlights';
import type { SendToService } from '../../../src/relay/ServiceGate';
import { MemoryState } from '../../../src/relay/state/MemoryState';

// The relay's single flight within one instance (core's SingleFlight under ClaimedFlights), on the state an
// instance alone keeps: what the contract tests of the relay cannot tell apart from polling the shared state.

const BUDGET = { maxBytes: 1_000_000, maxBytesPerOwner: 250_000 };
const send: SendToService = () => Promise.reject(new Error('these tests send nothing to a service'));
/** A caller whose turn comes at once. */
const asking = (): Asking => ({ user: 'ana', turn: (work) => work(send), signal: new AbortController().signal });
/** Nothing is kept: every answer comes from a flight. */
const nothingKept: ReadKept<string> = async () => new Map();

/** Work whose answers come when a test says, counting how often it was started and for which keys. */
function controlledProduce() {
  const started: Array<{ claimed: readonly string[]; finish: () => void; fail: (error: Error) => void }> = [];
  const produce = (claimed: readonly string[]): Promise<ReadonlyMap<string, string>> =>
    new Promise((resolve, reject) =>
      started.push({
        claimed,
        finish: () => resolve(new Map(claimed.map((key) => [key, `value of ${key}`]))),
        fail: reject,
      }),
    );
  return { started, produce };
}

/** Until `count` pieces of work have started (a claim takes a few awaits of the state). */
async function untilStarted(started: readonly unknown[], count: number): Promise<void> {
  for (let turn = 0; turn < 100 && started.length < count; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(started).toHaveLength(count);
}

test('a request for keys this instance is asking for waits for that work, without asking the shared state who holds them', async () => {
  const state = new MemoryState(BUDGET);
  const flights = new ClaimedFlights(state, 'instance-a', 60_000);
  const { started, produce } = controlledProduce();
  const first = flights.resolve(['a', 'b'], asking(), nothingKept, produce);
  await untilStarted(started, 1);
  const held = jest.spyOn(state, 'held');
  const second = flights.resolve(['b'], asking(), nothingKept, produce);
  await new Promise((resolve) => setImmediate(resolve));
  started[0].finish();
  expect(await second).toEqual(new Map([['b', 'value of b']]));
  expect(await first).toEqual(
    new Map([
      ['a', 'value of a'],
      ['b', 'value of b'],
    ]),
  );
  expect(started).toHaveLength(1);
  expect(held).not.toHaveBeenCalled();
});

test('a failed piece of work fails its own request only: one waiting for it here claims the keys and asks in turn', async () => {
  const flights = new ClaimedFlights(new MemoryState(BUDGET), 'instance-a', 60_000);
  const { started, produce } = controlledProduce();
  const first = flights.resolve(['a'], asking(), nothingKept, produce);
  await untilStarted(started, 1);
  const second = flights.resolve(['a'], asking(), nothingKept, produce);
  await new Promise((resolve) => setImmediate(resolve));
  started[0].fail(new Error('service down'));
  await expect(first).rejects.toThrow('service down');
  await untilStarted(started, 2);
  expect(started[1].claimed).toEqual(['a']);
  started[1].finish();
  expect(await second).toEqual(new Map([['a', 'value of a']]));
});
