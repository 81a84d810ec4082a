import { parseArgs } from 'node:util';
import { checkAsOf, DATASET_DATE, DEFAULT_CLI_PORT, DEMO_API_KEY, type ServiceOptions } from './options';
import { catalogueDate, startService } from './server';

const USAGE = `Usage: npm run service -- [options]

Runs the reference Product Information Service v2.2 in the foreground (Ctrl+C stops it).

  --port <n>          TCP port, 0 for a free one (default ${DEFAULT_CLI_PORT})
  --host <address>    interface to listen on (default 127.0.0.1)
  --api-key <key>     accepted x-api-key; repeat for several (default ${DEMO_API_KEY})
  --rate <n>          requests per second per key, 0 for no limit (default 10)
  --burst <n>         requests a key may make at once (default 20)
  --latency-ms <n>    delay added to every API answer (default 0)
  --fail-rate <0..1>  share of API requests answered 500 (default 0)
  --seed <n>          seed of the --fail-rate draws (default 1)
  --cors              send CORS headers (off by default, like the real gateway)
  --public-url <url>  base address written into download addresses
  --as-of <date>      answer with the catalogue as of this YYYY-MM-DD date
                      (default: today, by the service's clock; ${DATASET_DATE}
                      is the dataset as drawn)
  --help              this text
`;

function number(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    throw new RangeError(`--${name} takes a number, got "${text}"`);
  }
  return value;
}

export function optionsFromArguments(args: readonly string[]): ServiceOptions | 'help' {
  const { values } = parseArgs({
    args: [...args],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'api-key': { type: 'string', multiple: true },
      rate: { type: 'string' },
      burst: { type: 'string' },
      'latency-ms': { type: 'string' },
      'fail-rate': { type: 'string' },
      seed: { type: 'string' },
      cors: { type: 'boolean' },
      'public-url': { type: 'string' },
      'as-of': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const asOf = values['as-of'];
  if (asOf !== undefined) checkAsOf(asOf, '--as-of');
  return {
    port: number('port', values.port) ?? DEFAULT_CLI_PORT,
    host: values.host,
    apiKeys: values['api-key'],
    rate: number('rate', values.rate),
    burst: number('burst', values.burst),
    latencyMs: number('latency-ms', values['latency-ms']),
    failRate: number('fail-rate', values['fail-rate']),
    seed: number('seed', values.seed),
    cors: values.cors,
    publicUrl: values['public-url']?.replace(/\/+$/, ''),
    asOf,
  };
}

async function main(): Promise<void> {
  let options: ServiceOptions | 'help';
  try {
    options = optionsFromArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const service = await startService(options);
  console.log(`listening on ${service.url}`);
  console.log(
    options.asOf
      ? `catalogue as of ${options.asOf}`
      : `catalogue as of today (${catalogueDate(undefined, Date.now())}), following the service's clock`,
  );
  // Only the built-in demo key is shown: keys given on the command line are secrets and stay out of logs.
  console.log(
    options.apiKeys?.length
      ? `accepting ${options.apiKeys.length} API key(s) given with --api-key`
      : `accepting the demo API key: ${DEMO_API_KEY}`,
  );
  const stop = (signal: string): void => {
    console.log(`${signal}: stopping`);
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of STOP_SIGNALS) process.once(signal, () => stop(signal));
}

/** The signals that stop the service: Ctrl+C, a process manager's stop, a closed terminal. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Whoever reads the service's output may be gone before it stops (`npm start` stopped first, its pipe
 * closed): what would be printed is lost, and that is no reason to crash with a stack on the way out.
 */
function ignoreClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

if (require.main === module) {
  ignoreClosedOutput();
  main().catch((error: unknown) => {
    console.error(`reference service failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
