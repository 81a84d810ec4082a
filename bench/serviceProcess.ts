import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServiceProcess {
  readonly url: string;
  /** The process that serves, so that a benchmark can read its memory. */
  readonly pid: number;
  stop(): void;
}

/**
 * Starts the reference service's command line (what `npm run service` runs) in a child process, so that a
 * benchmark's own work does not share the service's event loop. Resolves once it listens. Node runs the
 * command line itself, with tsx as a loader (the `tsx` command would start one more process in between),
 * so `pid` is the service's own.
 */
export function startServiceProcess(args: readonly string[]): Promise<ServiceProcess> {
  const root = join(__dirname, '..');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'src', 'service', 'cli.ts'), '--port', '0', ...args],
    { cwd: root },
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = printed.match(/listening on (http:\/\/\S+)/);
      if (found) resolve({ url: found[1], pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') });
    });
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening:\n${printed}`)));
  });
}
