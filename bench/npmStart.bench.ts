/**
 * `npm start` benchmark: how long from the command to the add-in host and the reference service answering,
 * on a first start (no build, no development certificate) and on restarts with nothing changed (the same
 * command, then another `--as-of`), for this tree beside an earlier commit's (checked out in a temporary git
 * worktree with this checkout's node_modules), in one run.
 *
 * Each start runs `src/host/cli.ts` with tsx, as `npm start` does, with HOME in a temporary folder of its own:
 * office-addin-dev-certs keeps its certificates under HOME, so that a first start makes them there and the
 * restarts find them, and the machine's own (another checkout's) are never touched. Two times per start, from
 * the command: the host answering `/preview.html`, and the service answering a lookup through the relay
 * (`/api/v2/products`, the demo key). Whether the certificate files were written again is read from their
 * modification times. The host's ports are `npm start`'s own (3000, 3100): they must be free.
 * It measures and prints; it asserts nothing.
 *
 * Run: npm run bench:start -- [--runs 2] [--baseline <commit>|none] [--tree <commit>]
 * (`--tree` measures a commit, checked out as the baseline is, rather than this checkout as it is.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { argument, checkOut, median, printTable, ROOT } from './addInBuilds';

/** The commit before issue 40 changed how `npm start` builds and keeps its certificate. */
const DEFAULT_BASELINE = '2763e30';
const RUNS = Number(argument('--runs') ?? 2);
const BASELINE = argument('--baseline') ?? DEFAULT_BASELINE;
const TREE = argument('--tree');
const HOST = 'https://localhost:3000';
const PORTS = [3000, 3100];
/** Longest a start may take before the bench gives up on it: a cold build on a busy 2-core machine. */
const START_LIMIT_MS = 300_000;

interface Start {
  readonly hostMs: number;
  readonly serviceMs: number;
  readonly built: boolean;
  readonly certificateWritten: boolean;
}

/** Which kind of start, and the arguments it passes. */
const STARTS = [
  { name: 'first start', args: [] as string[], fresh: true },
  { name: 'restart, nothing changed', args: [], fresh: false },
  { name: 'restart, --as-of 2027-06-01', args: ['--as-of', '2027-06-01'], fresh: false },
] as const;

/** GET over HTTPS to the development host (its certificate is not trusted here); the status, or 0 without one. */
function status(path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const asked = request(`${HOST}${path}`, { rejectUnauthorized: false, headers, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    asked.on('error', () => resolve(0));
    asked.on('timeout', () => asked.destroy());
    asked.end();
  });
}

/** Resolves with the time from `started` at which `check` first answers 200, polled every 100 ms. */
async function answering(started: number, check: () => Promise<number>, child: ChildProcess): Promise<number> {
  while (performance.now() - started < START_LIMIT_MS) {
    if (child.exitCode !== null) throw new Error(`npm start stopped (exit code ${child.exitCode})`);
    if ((await check()) === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered within ${START_LIMIT_MS / 1000} s`);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The certificate's modification time, or 0 when there is none yet. */
function certificateTime(home: string): number {
  const file = join(home, '.office-addin-dev-certs', 'localhost.crt');
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

async function startOnce(root: string, home: string, args: readonly string[]): Promise<Start> {
  for (const port of PORTS) {
    if (!(await portFree(port))) throw new Error(`port ${port} is in use: stop what holds it (another npm start?)`);
  }
  const before = certificateTime(home);
  const started = performance.now();
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'src', 'host', 'cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, HOME: home },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  try {
    const hostMs = await answering(started, () => status('/preview.html'), child);
    const serviceMs = await answering(
      started,
      () =>
        status(`/api/v2/products?$filter=${encodeURIComponent("Partno eq 'OCM188R61A104KA01D'")}`, {
          'x-api-key': 'partspec-demo-key',
        }),
      child,
    );
    const after = certificateTime(home);
    return { hostMs, serviceMs, built: /webpack \d|compiled/i.test(printed), certificateWritten: after !== before };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}; it printed:\n${printed}`, {
      cause: error,
    });
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  }
}

/** Removes what a first start finds missing in `root`: the build and webpack's cache (under node_modules). */
function forgetBuild(root: string): void {
  for (const folder of ['dist', join('node_modules', '.cache', 'webpack')]) {
    rmSync(join(root, folder), { recursive: true, force: true });
  }
}

async function measure(label: string, root: string): Promise<string[][]> {
  const results = new Map<string, Start[]>(STARTS.map((kind) => [kind.name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    const home = mkdtempSync(join(tmpdir(), 'partspec-start-home-'));
    try {
      forgetBuild(root);
      for (const kind of STARTS) {
        const start = await startOnce(root, home, kind.args);
        results.get(kind.name)!.push(start);
        console.log(
          `${label}, ${kind.name}: host ${(start.hostMs / 1000).toFixed(1)} s, service ${(start.serviceMs / 1000).toFixed(1)} s` +
            `${start.built ? ', built' : ''}${start.certificateWritten ? ', certificate written' : ''}`,
        );
      }
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }
  return STARTS.map((kind) => {
    const starts = results.get(kind.name)!;
    const seconds = (values: number[]): string =>
      `${(median(values) / 1000).toFixed(1)} s (${(Math.min(...values) / 1000).toFixed(1)}-${(Math.max(...values) / 1000).toFixed(1)})`;
    return [
      label,
      kind.name,
      seconds(starts.map((start) => start.hostMs)),
      seconds(starts.map((start) => start.serviceMs)),
      `${starts.filter((start) => start.built).length}/${starts.length}`,
      `${starts.filter((start) => start.certificateWritten).length}/${starts.length}`,
    ];
  });
}

async function main(): Promise<void> {
  const rows: string[][] = [['tree', 'start', 'host answers', 'service answers', 'built', 'certificate written']];
  if (BASELINE !== 'none') {
    const baseline = checkOut(BASELINE);
    try {
      rows.push(...(await measure(`baseline ${BASELINE}`, baseline.root)));
    } finally {
      baseline.remove();
    }
  }
  if (TREE === undefined) rows.push(...(await measure('this tree', ROOT)));
  else {
    const tree = checkOut(TREE);
    try {
      rows.push(...(await measure(TREE, tree.root)));
    } finally {
      tree.remove();
    }
  }
  console.log(`\nnpm start, ${RUNS} run(s) each, median (range), from the command:`);
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
