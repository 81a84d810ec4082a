/**
 * BOM refresh with alternatives and verdicts: a 3,000-part BOM of which 15 % is at risk (NRND, To be
 * discontinued, Discontinued), refreshed once with the lifecycle columns only and once with
 * BestAlternative and AlternativeVerdict as well, against the reference service in its own process at
 * its default rate limit (10 requests per second, bursts of 20), as a user's key would be.
 * Prints requests and wall time of each, side by side, and how many parts at risk got a drop-in. It
 * measures and prints; it asserts nothing.
 *
 * Run: npx tsx bench/alternatives.bench.ts
 */
import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createClient } from '../src/core';
import { MemoryWorkbook } from '../src/office/workbook';
import { sharedStore } from '../src/service/sharedStore';
import { refreshBom } from '../src/taskpane/features/bom/jobs/refreshBom';
import type { JobContext } from '../src/taskpane/jobs/types';
import { startServiceProcess } from './serviceProcess';

const KEY = 'partspec-demo-key';
const PARTS = 3_000;
const AT_RISK_SHARE = 0.15;

/** 3,000 part numbers of the dataset, 15 % of them at risk, spread over the catalogue. */
function bomPartnos(): string[] {
  const products = sharedStore().products;
  const risky = products.filter((product) =>
    ['NRND', 'To be discontinued', 'Discontinued'].includes(product.record.Status),
  );
  const healthy = products.filter((product) => product.record.Status === 'In Production');
  const atRisk = Math.round(PARTS * AT_RISK_SHARE);
  const every = <T>(list: readonly T[], count: number): T[] =>
    Array.from({ length: count }, (_, index) => list[Math.floor((index * list.length) / count)]);
  return [...every(risky, atRisk), ...every(healthy, PARTS - atRisk)].map((product) => product.record.Partno);
}

function workbookOf(partnos: readonly string[]): MemoryWorkbook {
  const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
  workbook.setCellText('BOM', 0, 0, 'Part number');
  partnos.forEach((partno, index) => workbook.setCellText('BOM', index + 1, 0, `'${partno}`));
  workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: partnos.length + 1, columnCount: 1 });
  return workbook;
}

async function main(): Promise<void> {
  const partnos = bomPartnos();
  console.log(`BOM refresh: ${PARTS.toLocaleString('en')} parts, ${Math.round(AT_RISK_SHARE * 100)} % at risk`);
  const service = await startServiceProcess(['--api-key', KEY]);
  try {
    console.log(`  ${'refresh'.padEnd(44)} ${'requests'.padStart(9)} ${'wall time'.padStart(10)}  result`);
    for (const [way, columns] of [
      ['lifecycle columns only', ['Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno']],
      [
        'with BestAlternative and AlternativeVerdict',
        ['Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno', 'BestAlternative', 'AlternativeVerdict'],
      ],
    ] as const) {
      // A new client each time: nothing answered from the other run's cache.
      const client = createClient({ baseUrl: service.url, apiKey: KEY, rate: { perSecond: 10, burst: 20 } });
      const signal = new AbortController().signal;
      // One Cancel signal listened to by every lookup batch of the refresh, as in the pane; Node warns past 10.
      setMaxListeners(0, signal);
      const context: JobContext = {
        client,
        workbook: workbookOf(partnos),
        lang: 'en',
        signal,
        onProgress: () => undefined,
        confirmOverwrite: async () => true,
      };
      const started = performance.now();
      const outcome = await refreshBom(context, { columns });
      const took = performance.now() - started;
      const dropIns = outcome.atRisk.filter((part) => part.alternative?.check.verdict === 'drop-in').length;
      const result =
        outcome.atRisk.length > 0
          ? `${dropIns} of ${outcome.atRisk.length} parts at risk got a drop-in`
          : outcome.status;
      console.log(
        `  ${way.padEnd(44)} ${String(client.stats().requests).padStart(9)} ${`${(took / 1000).toFixed(2)} s`.padStart(10)}  ${result}`,
      );
    }
  } finally {
    service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
