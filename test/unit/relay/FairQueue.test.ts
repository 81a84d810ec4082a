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
