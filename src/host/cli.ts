import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isCalendarDate } from '../core';
import { buildFingerprint, buildIsCurrent, recordBuild } from './buildInputs';
import { developmentCertificates } from './certificates';
import { startHost } from './server';

const ROOT = join(__dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const HOST_PORT = 3000;
const SERVICE_PORT = 3100;
const BUILD_MODE = 'development';
const BIN = (name: string): string => join(ROOT, 'node_modules', '.bin', name);

const USAGE = `Usage: npm start -- [options]

Builds the add-in when its sources changed since the last build, starts the reference service on
http://127.0.0.1:${SERVICE_PORT} and serves the add-in on https://localhost:${HOST_PORT} (Ctrl+C stops both).
These options go to the reference service, with no build (docs/service.md#running-it):

  --as-of <date>      the catalogue as of this YYYY-MM-DD date (default: today)
  --api-key <key>     accepted x-api-key, instead of the demo key; repeat for several
  --rate <n>          requests per second per key, 0 for no limit (default 10)
  --burst <n>         requests a key may make at once (default 20)
  --latency-ms <n>    delay added to every API answer (default 0)
  --fail-rate <0..1>  share of API requests answered 500 (default 0)
  --seed <n>          seed of the --fail-rate draws (default 1)
  --help              this text
`;

/** The service's options npm start passes on, each as `--name value`: the service checks their values. */
const SERVICE_OPTIONS = ['as-of', 'api-key', 'rate', 'burst', 'latency-ms', 'fail-rate', 'seed'] as const;

/**
 * `npm start -- --as-of 2027-06-01 --latency-ms 200`: the reference service's own options, passed on to it.
 * A mistyped date is refused here, before anything starts; the service refuses the other values itself.
 */
export function startArguments(args: readonly string[]): { serviceArgs: string[]; asOf?: string } | 'help' {
  const { values: parsed } = parseArgs({
    args: [...args],
    options: {
      ...Object.fromEntries(
        SERVICE_OPTIONS.map((name) => [name, { type: 'string' as const, multiple: name === 'api-key' }]),
      ),
      help: { type: 'boolean' },
    },
    strict: true,
  });
  const values = parsed as Record<string, string | string[] | boolean | undefined>;
  if (values.help) return 'help';
  const asOf = values['as-of'] as string | undefined;
  if (asOf !== undefined && !isCalendarDate(asOf)) {
    throw new RangeError(`--as-of must be a calendar date written YYYY-MM-DD, such as 2027-06-01, got "${asOf}"`);
  }
  const serviceArgs = SERVICE_OPTIONS.flatMap((name) => {
    const value = values[name] as string | string[] | undefined;
    if (value === undefined) return [];
    return (Array.isArray(value) ? value : [value]).flatMap((one) => [`--${name}`, one]);
  });
  return { serviceArgs, ...(asOf !== undefined ? { asOf } : {}) };
}

/** The reference service, started: its process at once, and its address once it listens. */
function startReferenceService(serviceArgs: readonly string[]): { child: ChildProcess; url: Promise<string> } {
  // Download addresses point at the relay, so that category files come from the add-in's own origin too.
  const child = spawn(
    BIN('tsx'),
    [
      join(ROOT, 'src', 'service', 'cli.ts'),
      '--port',
      String(SERVICE_PORT),
      '--public-url',
      `https://localhost:${HOST_PORT}/api`,
      ...serviceArgs,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = printed.match(/listening on (http:\/\/\S+)/);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the reference service stopped (${code}):\n${printed}`)));
  });
  return { child, url };
}

/**
 * The add-in in dist/, built only when a build input changed since the last build (buildInputs.ts): a restart
 * with nothing changed serves the build it has. A build uses webpack's persistent cache, so that one after a
 * small change takes seconds too.
 */
function buildWhenChanged(): Promise<'built' | 'current'> {
  const fingerprint = buildFingerprint(ROOT, BUILD_MODE);
  if (buildIsCurrent(DIST, fingerprint)) return Promise.resolve('current');
  console.log('building the add-in (webpack, development; its sources changed since the last build)…');
  return new Promise((resolve, reject) => {
    const build = spawn(BIN('webpack'), ['--mode', BUILD_MODE, '--env', 'persistentCache'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    build.once('error', reject);
    build.once('exit', (code) => {
      if (code !== 0) return reject(new Error('the build failed; see above'));
      recordBuild(DIST, fingerprint);
      resolve('built');
    });
  });
}

/**
 * `npm start`: builds the add-in if its sources changed, starts the reference service, and serves the add-in
 * over HTTPS on https://localhost:3000 with the relay /api in front of the service, the three at once. Excel is
 * not started here (there is none on Linux); the manifest to sideload is printed.
 */
async function main(): Promise<void> {
  let parsed: ReturnType<typeof startArguments>;
  try {
    parsed = startArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  // At once: the service loads its dataset while the build (if any) runs and the certificate is read.
  const { child, url } = startReferenceService(parsed.serviceArgs);
  let built: 'built' | 'current';
  let certificates: Awaited<ReturnType<typeof developmentCertificates>>;
  let serviceUrl: string;
  try {
    [built, certificates, serviceUrl] = await Promise.all([buildWhenChanged(), developmentCertificates(), url]);
  } catch (error) {
    // The service was started with the others: it stops with them, never left running alone.
    await stopChild(child);
    throw error;
  }
  const host = await startHost({ port: HOST_PORT, host: 'localhost', distDir: DIST, serviceUrl, tls: certificates });
  if (built === 'current') console.log('the add-in in dist/ is up to date: not built again');
  console.log(
    `reference service: ${serviceUrl} (demo API key: partspec-demo-key, catalogue as of ${parsed.asOf ?? "today, by the service's clock"})`,
  );
  console.log(`add-in host:       ${host.url} (relay to the service at ${host.url}/api)`);
  console.log(`preview:           ${host.url}/preview.html (the task pane in a browser: PartSpec without Excel)`);
  console.log(`manifest:          ${join(DIST, 'manifest.xml')}`);
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
    stopChild(child)
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

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
