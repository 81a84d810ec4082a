// A relay instance in a process of its own, as instances run in a team (test/support/relayProcess.ts starts
// it): its options as JSON in PARTSPEC_RELAY_TEST_OPTIONS; it prints "listening <url>", then its log lines.
import { type RelayOptions, startRelay } from '../../src/relay';

const options = JSON.parse(process.env.PARTSPEC_RELAY_TEST_OPTIONS ?? '{}') as RelayOptions;
startRelay({ ...options, log: (entry) => process.stdout.write(`log ${JSON.stringify(entry)}\n`) }).then(
  (relay) => {
    process.stdout.write(`listening ${relay.url}\n`);
    process.once('SIGTERM', () => void relay.close().then(() => process.exit(0)));
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
