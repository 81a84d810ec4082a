import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isCalendarDate } from '../core';
import { developmentCertificates } from './certificates';
import { startHost } from './server';

const ROOT = join(__dirname, '..', '..');
const HOST_PORT = 3000;
const SERVICE_PORT = 3100;
const BIN = (name: string): string => join(ROOT, 'node_modules', '.bin', name);

/**
 * `npm start -- --as-of 2027-06-01`: the only option, passed on to the reference service, which checks it
 * too; checked here first so that a mistyped date fails before the build rather than after it.
 */
function asOfArgument(): string | undefined {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { 'as-of': { type: 'string' } }, strict: true });
  const asOf = values['as-of'];
  if (asOf !== undefined && !isCalendarDate(asOf)) {
    throw new RangeError(`--as-of must be a calendar date written YYYY-MM-DD, such as 2027-06-01, got "${asOf}"`);
  }
  return asOf;
}

function startReferenceService(asOf: string | undefined): Promise<{ url: string; child: ChildProcess }> {
  // Download addresses point at the relay, so that category files come from the add-in's own origin too.
  const child = spawn(
    BIN('tsx'),
    [
      join(ROOT, 'src', 'service', 'cli.ts'),
      '--port',
      String(SERVICE_PORT),
      '--public-url',
      `https://localhost:${HOST_PORT}/api`,
      ...(asOf === undefined ? [] : ['--as-of', asOf]),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = printed.match(/listening on (http:\/\/\S+)/);
      if (found) resolve({ url: found[1], child });
    });
    child.once('exit', (code) => reject(new Error(`the reference service stopped (${code}):\n${printed}`)));
  });
}

/**
 * `npm start`: builds the add-in, starts the reference service, and serves the add-in over HTTPS on
 * https://localhost:3000 with the relay /api in front of the service. Excel is not started here (there
 * is none on Linux); the manifest to sideload is printed. `--as-of <YYYY-MM-DD>` is passed to the service.
 */
async function main(): Promise<void> {
  const asOf = asOfArgument();
  console.log('building the add-in (webpack, development)…');
  const build = spawnSync(BIN('webpack'), ['--mode', 'development'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed; see above');
  const service = await startReferenceService(asOf);
  const certificates = await developmentCertificates();
  const host = await startHost({
    port: HOST_PORT,
    host: 'localhost',
    distDir: join(ROOT, 'dist'),
    serviceUrl: service.url,
    tls: certificates,
  });
  console.log(
    `reference service: ${service.url} (demo API key: partspec-demo-key, catalogue as of ${asOf ?? "today, by the service's clock"})`,
  );
  console.log(`add-in host:       ${host.url} (relay to the service at ${host.url}/api)`);
  console.log(`preview:           ${host.url}/preview.html (the task pane in a browser: PartSpec without Excel)`);
  console.log(`manifest:          ${join(ROOT, 'dist', 'manifest.xml')}`);
  if (!certificates.trusted) {
    console.log(
      'the development certificate is not trusted on this machine (installing its CA needs administrator rights): Excel would refuse the add-in here; run `npx office-addin-dev-certs install` where Excel is.',
    );
  }
  if (process.platform !== 'win32' && process.platform !== 'darwin') {
    console.log(
      'Excel does not run on this machine: sideload dist/manifest.xml from Excel on Windows, Mac or the web (see README).',
    );
  }
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // The service first, and waited for, so that it never writes into a pipe nobody reads any more.
    stopChild(service.child)
      .then(() => host.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
}

/** How long the service has to stop before it is killed outright. */
const CHILD_STOP_MS = 5_000;

/** Asks the reference service to stop (SIGTERM) and resolves once it has, killing it after CHILD_STOP_MS. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const deadline = setTimeout(() => child.kill('SIGKILL'), CHILD_STOP_MS);
    child.once('exit', () => {
      clearTimeout(deadline);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
