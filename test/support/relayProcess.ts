import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { RelayLogEntry, RelayOptions } from '../../src/relay';

const ROOT = join(__dirname, '..', '..');

/** A relay instance in a child process: its address, its log lines so far, and a way to stop or kill it. */
export interface RelayProcess {
  readonly url: string;
  /** The instance's process (a benchmark reads its CPU time). */
  readonly pid: number;
  readonly logs: RelayLogEntry[];
  /** SIGKILL: the instance dies mid-work, as a machine that goes away. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

export function startRelayProcess(options: Omit<RelayOptions, 'log'>): Promise<RelayProcess> {
  // Node itself with tsx as a loader: the tsx command would run the relay in a second process, which a
  // SIGKILL of the first would leave running (and holding this process's pipes open).
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'relayChild.ts')], {
    cwd: ROOT,
    env: { ...process.env, PARTSPEC_RELAY_TEST_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: RelayLogEntry[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    let pending = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('log ')) logs.push(JSON.parse(line.slice(4)) as RelayLogEntry);
        const listening = /^listening (\S+)/.exec(line);
        if (listening) {
          resolve({
            url: listening[1],
            pid: child.pid ?? 0,
            logs,
            kill: () => stop('SIGKILL'),
            close: () => stop('SIGTERM'),
          });
        }
      }
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`the relay process stopped (${code ?? signal}): ${errors}`));
      // A relay that dies by itself (not killed by a test) says why in the test's output.
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM' && code !== 0)
        process.stderr.write(`relay process: ${errors}\n`);
    });
  });
}
