import { FairQueue } from '../../../src/relay/FairQueue';

/** A task that records its start and ends when told. */
function gatedTask(log: string[], name: string) {
  let finish = (): void => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (log.push(name), done), finish: () => finish() };
}

test("turns go round the users: one user's long line never stands in front of another's one request", async () => {
  const queue = new FairQueue(1);
  const log: string[] = [];
  const tasks = [
    ...Array.from({ length: 5 }, (_, index) => ['big', gatedTask(log, `big${index}`)] as const),
    ['small', gatedTask(log, 'small0')] as const,
  ];
  const runs = tasks.map(([user, task]) => queue.run(user, task.task));
  for (const [, task] of tasks) {
    await new Promise((resolve) => setImmediate(resolve));
    task.finish();
  }
  // Let every finish pass through.
  for (let index = 0; index < 10; index += 1) await new Promise((resolve) => setImmediate(resolve));
  await Promise.all(runs);
  expect(log.indexOf('small0')).toBe(1);
});

test('at most `concurrency` at once, and a waiting task leaves the line when its signal aborts', async () => {
  const queue = new FairQueue(2);
  const log: string[] = [];
  const a = gatedTask(log, 'a');
  const b = gatedTask(log, 'b');
  const c = gatedTask(log, 'c');
  const runA = queue.run('u1', a.task);
  const runB = queue.run('u2', b.task);
  const controller = new AbortController();
  const runC = queue.run('u3', c.task, controller.signal);
  expect(log).toEqual(['a', 'b']);
  expect(queue.waiting).toBe(1);
  controller.abort(new Error('gone'));
  await expect(runC).rejects.toThrow('gone');
  expect(queue.waiting).toBe(0);
  a.finish();
  b.finish();
  await Promise.all([runA, runB]);
  expect(log).toEqual(['a', 'b']);
});

describe('20,000 users waiting', () => {
  const USERS = 20_000;

  test('each is served once, in the order they came, before anyone a second time; a user who left is passed over', async () => {
    const queue = new FairQueue(4);
    const order: string[] = [];
    const gone = new AbortController();
    // Four tasks hold the four places while everyone else comes in.
    const blockers = Array.from({ length: 4 }, (_, index) => gatedTask([], `blocker${index}`));
    const runs: Array<Promise<unknown>> = blockers.map((blocker, index) => queue.run(`b${index}`, blocker.task));
    for (let user = 0; user < USERS; user += 1) {
      // Every user asks twice; user 7 gives up on both before its turn.
      for (let ask = 0; ask < 2; ask += 1) {
        const signal = user === 7 ? gone.signal : undefined;
        runs.push(
          queue.run(`u${user}`, async () => void order.push(`u${user}`), signal).catch((error: unknown) => error),
        );
      }
    }
    expect(queue.waiting).toBe(2 * USERS);
    gone.abort(new Error('gone'));
    expect(queue.waiting).toBe(2 * USERS - 2);
    for (const blocker of blockers) blocker.finish();
    await Promise.all(runs);
    expect(order).toHaveLength(2 * USERS - 2);
    const firstRound = order.slice(0, USERS - 1);
    expect(new Set(firstRound).size).toBe(USERS - 1);
    expect(firstRound.slice(0, 8)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u8']);
    expect(order.slice(USERS - 1)).toEqual(firstRound);
    expect(queue.waiting).toBe(0);
  });

  test('users idle for 10 minutes are forgotten: the queue remembers the users at work, not all it has seen', async () => {
    let now = 0;
    const queue = new FairQueue(4, () => now);
    await Promise.all(Array.from({ length: USERS }, (_, user) => queue.run(`u${user}`, async () => user)));
    expect(queue.users).toBe(USERS);
    now += 5 * 60_000;
    await queue.run('late', async () => undefined);
    expect(queue.users).toBe(USERS + 1);
    now += 5 * 60_000;
    await queue.run('later', async () => undefined);
    // The 20,000 are 10 minutes idle; 'late' was served 5 minutes ago.
    expect(queue.users).toBe(2);
  });
});
