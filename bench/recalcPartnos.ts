/**
 * The part numbers bench:recalc asks for, chosen from the reference dataset in a child process. The dataset
 * (57,504 products as objects) then never enters the benchmark's own heap: a restart of Excel's runtime holds
 * no dataset, and here every garbage collection of a run would walk it (it made "after a restart" look about
 * 0.1 s slower over the memory store and 0.2 s over the copying one).
 *
 * Run as a script it prints them as JSON; `recalcPartnos()` runs it and reads them.
 */
import { execFileSync } from 'node:child_process';
import { sharedStore } from '../src/service/sharedStore';
import { categoryMix, SMD_PERCENTS } from '../test/support/categoryMix';

export interface RecalcPartnos {
  /** Every SMD ceramic capacitor's part number, in the dataset's order. */
  readonly smd: readonly string[];
  /** Every inductor's part number, in the dataset's order. */
  readonly inductors: readonly string[];
  /** categoryMix's lookup for each of SMD_PERCENTS, by percent of SMD capacitors. */
  readonly mixes: Readonly<Record<number, readonly string[]>>;
}

/** The part numbers, chosen by this file run as a child process (the dataset is built and dropped there). */
export function recalcPartnos(): RecalcPartnos {
  const printed = execFileSync(process.execPath, ['--import', 'tsx', __filename], {
    cwd: `${__dirname}/..`,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(printed.toString('utf8')) as RecalcPartnos;
}

/** Builds the dataset (only this does: the process that reads the part numbers never calls it) and prints. */
function print(): void {
  const { products } = sharedStore();
  const partnosOf = (category: string): string[] =>
    products.filter((product) => product.category === category).map((product) => product.record.Partno);
  const chosen: RecalcPartnos = {
    smd: partnosOf('ceramicCapacitorsSMD'),
    inductors: partnosOf('inductors'),
    mixes: Object.fromEntries(SMD_PERCENTS.map((percent) => [percent, categoryMix(products, percent)])),
  };
  process.stdout.write(JSON.stringify(chosen));
}

if (require.main === module) print();
