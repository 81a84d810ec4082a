import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './freePort';

/** Debian's redis-server (installed by .ci/run), on a free loopback port, with no persistence. */
export interface RunningRedis {
  readonly url: string;
  readonly port: number;
  /** Stops it (SIGKILL: as a Redis that goes away); `start` brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: Redis stalls, its connections open and silent, as a Redis whose machine froze; `resume` (SIGCONT) ends it. */
  pause(): void;
  resume(): void;
}

export const REDIS_SERVER = '/usr/bin/redis-server';

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let printed = '';
      const deadline = setTimeout(() => reject(new Error(`redis-server did not start:\n${printed}`)), 10_000);
      const ready = (): void => {
        clearTimeout(deadline);
        resolve();
      };
      // redis-server prints nothing at loglevel warning when all is well: ask until it answers.
      const poll = setInterval(() => {
        const probe = connect(port, '127.0.0.1');
        probe.once('connect', () => {
          probe.end('PING\r\n');
          clearInterval(poll);
          ready();
        });
        probe.once('error', () => probe.destroy());
      }, 50);
      started.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      started.once('exit', (code) => {
        clearInterval(poll);
        clearTimeout(deadline);
        reject(new Error(`redis-server stopped (${code}):\n${printed}`));
      });
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    stop: async () => {
      const running = child;
      if (!running || running.exitCode !== null) return;
      running.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        // A paused Redis dies of SIGKILL too.
        running.kill('SIGKILL');
      });
    },
  };
}
